import SportsSoccerOutlinedIcon from '@mui/icons-material/SportsSoccerOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { sportListUrl } from './urls';

export const sportsMenu: MenuItem = {
  label: 'Dyscypliny',
  path: sportListUrl(),
  icon: SportsSoccerOutlinedIcon,
  role: 'admin_role_sports',
};
