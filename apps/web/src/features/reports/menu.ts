import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { reportListUrl } from './urls';

export const reportsMenu: MenuItem = {
  label: 'Raporty',
  path: reportListUrl(),
  icon: AssessmentOutlinedIcon,
  role: 'admin_role_reports',
};
