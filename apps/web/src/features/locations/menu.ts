import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { locationListUrl } from './urls';

export const locationsMenu: MenuItem = {
  label: 'Lokalizacje',
  path: locationListUrl(),
  icon: PlaceOutlinedIcon,
  role: 'admin_role_locations',
};
