import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { transactionListUrl } from './urls';

export const transactionsMenu: MenuItem = {
  label: 'Transakcje',
  path: transactionListUrl(),
  icon: ReceiptLongOutlinedIcon,
  role: 'admin_role_transactions',
};
