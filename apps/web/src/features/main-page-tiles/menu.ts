import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { tileListUrl } from './urls';

export const mainPageTilesMenu: MenuItem = {
  label: 'Kafelki',
  path: tileListUrl(),
  icon: DashboardCustomizeOutlinedIcon,
  role: 'admin_role_main_page_tiles',
};
