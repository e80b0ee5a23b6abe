import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { benefitEntryListUrl } from './urls';

export const benefitEntriesMenu: MenuItem = {
  label: 'Wejścia Benefit',
  path: benefitEntryListUrl(),
  icon: CardMembershipOutlinedIcon,
  role: 'admin_role_benefit_entries',
};
