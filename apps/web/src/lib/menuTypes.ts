import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import type { AdminRole } from '@sportdesk/contract';

/** One sidebar entry; features export theirs and `menu.ts` lists them. */
export interface MenuItem {
  label: string;
  /** A leaf links here; a group (with children) has no path. */
  path?: string;
  icon?: ComponentType<SvgIconProps>;
  /** The admin role the user needs to see the entry. */
  role?: AdminRole;
  children?: readonly MenuItem[];
}
