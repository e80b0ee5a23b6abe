import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { dashboardUrl } from './urls';

export const dashboardMenu: MenuItem = { label: 'Pulpit', path: dashboardUrl(), icon: SpaceDashboardOutlinedIcon };
