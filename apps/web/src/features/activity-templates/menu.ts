import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { templateListUrl } from '../../lib/urls/activityTemplates';

export const activityTemplatesMenu: MenuItem = {
  label: 'Szablony zajęć',
  path: templateListUrl(),
  icon: EventRepeatOutlinedIcon,
  role: 'admin_role_activity_templates',
};
