import RouterOutlinedIcon from '@mui/icons-material/RouterOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { terminalLoginListUrl } from './urls';

export const terminalLoginsMenu: MenuItem = {
  label: 'Loginy terminali',
  path: terminalLoginListUrl(),
  icon: RouterOutlinedIcon,
  role: 'admin_role_terminal_logins',
};
