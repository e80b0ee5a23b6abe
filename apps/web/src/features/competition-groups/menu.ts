import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { groupListUrl } from './urls';

export const competitionGroupsMenu: MenuItem = {
  label: 'Grupy',
  path: groupListUrl(),
  icon: GroupsOutlinedIcon,
  role: 'admin_role_competition_groups',
};
