import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { calendarUrl } from './urls';

export const calendarMenu: MenuItem = {
  label: 'Kalendarz',
  path: calendarUrl(),
  icon: CalendarMonthOutlinedIcon,
  role: 'admin_role_activities',
};
