import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { userListUrl } from './urls';

export const usersMenu: MenuItem = {
  label: 'Użytkownicy',
  path: userListUrl(),
  icon: PeopleAltOutlinedIcon,
  role: 'admin_role_users',
};
