import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's own colours put white text on #2196f3 (3.1:1) or #ff9800 (2.2:1); the toasts take the
 * theme's palette instead, whose main colours all carry white text at WCAG AA.
 */
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.grey[900], color: theme.palette.common.white },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: theme.palette.warning.contrastText },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: theme.palette.info.contrastText },
}));

export const TOAST_COMPONENTS = {
  default: ThemedToast,
  success: ThemedToast,
  error: ThemedToast,
  warning: ThemedToast,
  info: ThemedToast,
};
