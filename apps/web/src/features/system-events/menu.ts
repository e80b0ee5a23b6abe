import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { systemEventListUrl } from './urls';

export const systemEventsMenu: MenuItem = {
  label: 'Zdarzenia systemowe',
  path: systemEventListUrl(),
  icon: NotificationsActiveOutlinedIcon,
  role: 'admin_role_system_events',
};
