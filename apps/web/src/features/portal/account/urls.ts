import { portalProfileUrl } from '../urls';

/** The account area's pages under `/portal/konto`. */
export const portalChildrenUrl = () => `${portalProfileUrl()}/dzieci`;
export const portalCardsUrl = () => `${portalProfileUrl()}/karty`;
