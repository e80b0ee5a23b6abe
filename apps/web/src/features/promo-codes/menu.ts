import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { promoCodeListUrl } from './urls';

export const promoCodesMenu: MenuItem = {
  label: 'Kody promocyjne',
  path: promoCodeListUrl(),
  icon: LocalOfferOutlinedIcon,
  role: 'admin_role_promo_codes',
};
