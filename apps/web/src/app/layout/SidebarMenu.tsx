import { List } from '@mui/material';
import type { MenuItem } from '../../lib/menuTypes';
import { SidebarMenuItem } from './SidebarMenuItem';

interface Props {
  items: readonly MenuItem[];
  compact: boolean;
  onNavigate?: () => void;
}

/** The nested, collapsible menu built from the route list. */
export function SidebarMenu({ items, compact, onNavigate }: Props) {
  return (
    <List component="nav" aria-label="Menu główne" sx={{ pt: 1 }}>
      {items.map((item) => (
        <SidebarMenuItem key={item.label} item={item} compact={compact} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
