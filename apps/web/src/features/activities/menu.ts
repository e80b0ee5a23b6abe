import SportsSoccerOutlinedIcon from '@mui/icons-material/SportsSoccerOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { activityListUrl } from './urls';

export const activitiesMenu: MenuItem = {
  label: 'Zajęcia',
  path: activityListUrl(),
  icon: SportsSoccerOutlinedIcon,
  role: 'admin_role_activities',
};
