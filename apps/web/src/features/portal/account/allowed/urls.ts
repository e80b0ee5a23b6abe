import { portalProfileUrl } from '../../urls';

/** `/portal/konto/zapisywanie`: who may sign me up, and whom I may sign up. */
export const portalAllowedUrl = () => `${portalProfileUrl()}/zapisywanie`;
