import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link, useLocation } from 'react-router';
import { SIDEBAR_COLORS } from '../theme';
import type { MenuItem } from '../../lib/menuTypes';
import { containsActive, isActivePath } from './visibleMenu';
import { LazyTooltip } from '../../components/LazyTooltip';

interface Props {
  item: MenuItem;
  /** Labels hidden (mini sidebar): only icons with tooltips. */
  compact: boolean;
  depth?: number;
  onNavigate?: () => void;
}

const buttonSx = (depth: number, compact: boolean) => ({
  borderRadius: 2,
  mx: 1,
  mb: 0.5,
  pl: compact ? 2.5 : 2 + depth * 2,
  color: SIDEBAR_COLORS.text,
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: compact ? 0 : 40 },
  '&.Mui-selected, &.Mui-selected:hover': { color: SIDEBAR_COLORS.active, backgroundColor: SIDEBAR_COLORS.activeBackground },
  '&:hover': { backgroundColor: 'rgba(255,255,255,0.06)' },
});

/** A sidebar entry: a link, or a collapsible group of entries. */
export function SidebarMenuItem({ item, compact, depth = 0, onNavigate }: Props) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsActive(item, pathname));
  const Icon = item.icon;
  const icon = Icon && (
    <ListItemIcon>
      <Icon />
    </ListItemIcon>
  );
  const label = !compact && <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true, fontWeight: 550 } }} />;

  if (item.children) {
    return (
      <>
        <LazyTooltip title={compact ? item.label : ''} placement="right">
          <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} sx={buttonSx(depth, compact)}>
            {icon}
            {label}
            {!compact && (open ? <ExpandLess /> : <ExpandMore />)}
          </ListItemButton>
        </LazyTooltip>
        <Collapse in={open && !compact} timeout="auto" unmountOnExit>
          <List disablePadding>
            {item.children.map((child) => (
              <SidebarMenuItem key={child.label} item={child} compact={compact} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }

  const active = isActivePath(item.path, pathname);
  return (
    <LazyTooltip title={compact ? item.label : ''} placement="right">
      <ListItemButton
        component={Link}
        to={item.path ?? '/'}
        selected={active}
        aria-current={active ? 'page' : undefined}
        aria-label={compact ? item.label : undefined}
        onClick={onNavigate}
        sx={buttonSx(depth, compact)}
      >
        {icon}
        {label}
      </ListItemButton>
    </LazyTooltip>
  );
}
