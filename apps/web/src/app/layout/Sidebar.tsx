import { useState } from 'react';
import { Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import { LAYOUT, SIDEBAR_COLORS } from '../theme';
import { Logo } from './Logo';
import type { MenuItem } from '../../lib/menuTypes';
import { SidebarMenu } from './SidebarMenu';

interface Props {
  items: readonly MenuItem[];
  /** Desktop: the mini (80 px) variant, expanding while hovered. */
  mini: boolean;
  /** Below the desktop breakpoint: the temporary drawer is open. */
  mobileOpen: boolean;
  onMobileClose: () => void;
}

const paperSx = (width: number) => ({
  width,
  boxSizing: 'border-box' as const,
  overflowX: 'hidden',
  backgroundColor: SIDEBAR_COLORS.background,
  color: SIDEBAR_COLORS.text,
  borderRight: 'none',
  transition: 'width 180ms ease',
});

function SidebarContent({
  items,
  compact,
  onNavigate,
}: {
  items: readonly MenuItem[];
  compact: boolean;
  onNavigate?: () => void;
}) {
  return (
    <>
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: compact ? 2.5 : 3, flexShrink: 0 }}>
        <Logo compact={compact} />
      </Box>
      <SidebarMenu items={items} compact={compact} onNavigate={onNavigate} />
    </>
  );
}

/** Sidebar: 260 px, mini 80 px on desktop (≥ 960 px), a temporary drawer below it. */
export function Sidebar({ items, mini, mobileOpen, onMobileClose }: Props) {
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  const [hovered, setHovered] = useState(false);

  if (!desktop) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: paperSx(LAYOUT.sidebarWidth) } }}
      >
        <SidebarContent items={items} compact={false} onNavigate={onMobileClose} />
      </Drawer>
    );
  }

  const compact = mini && !hovered;
  return (
    <Box
      component="aside"
      sx={{ width: mini ? LAYOUT.sidebarMiniWidth : LAYOUT.sidebarWidth, flexShrink: 0, transition: 'width 180ms ease' }}
    >
      <Drawer
        variant="permanent"
        open
        slotProps={{
          paper: {
            sx: {
              ...paperSx(compact ? LAYOUT.sidebarMiniWidth : LAYOUT.sidebarWidth),
              zIndex: (t) => t.zIndex.appBar + 1,
              boxShadow: mini && hovered ? 8 : 'none',
            },
            onMouseEnter: () => mini && setHovered(true),
            onMouseLeave: () => setHovered(false),
          },
        }}
      >
        <SidebarContent items={items} compact={compact} />
      </Drawer>
    </Box>
  );
}
