import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import type { MenuItem } from '../../lib/menuTypes';
import { pageListUrl } from './urls';

export const pagesMenu: MenuItem = {
  label: 'Strony',
  path: pageListUrl(),
  icon: ArticleOutlinedIcon,
  role: 'admin_role_pages',
};
