import { useState } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';

const MINI_KEY = 'sidebar_mini';

/** Desktop: mini on/off (remembered); below 960 px: the temporary drawer's open state. */
export function useSidebarState() {
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'));
  const [mini, setMini] = useState(() => localStorage.getItem(MINI_KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = () => {
    if (!desktop) {
      setMobileOpen((open) => !open);
      return;
    }
    setMini((value) => {
      localStorage.setItem(MINI_KEY, value ? '0' : '1');
      return !value;
    });
  };

  return { mini, mobileOpen, toggle, closeMobile: () => setMobileOpen(false) };
}
