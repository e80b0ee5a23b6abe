import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { auditListUrl } from './urls';

export const auditsMenu: MenuItem = {
  label: 'Historia zmian',
  path: auditListUrl(),
  icon: HistoryOutlinedIcon,
  role: 'admin_role_audit',
};
