import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { appSettingListUrl } from './urls';

export const appSettingsMenu: MenuItem = {
  label: 'Ustawienia',
  path: appSettingListUrl(),
  icon: SettingsOutlinedIcon,
  role: 'admin_role_app_settings',
};
