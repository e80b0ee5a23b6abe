import { PLAYER_PATHS } from '@sportdesk/contract';
import { withQuery } from '../../../lib/withQuery';

/** The basket and "Moje zapisy" (the checkout's return paths come from the contract's `PLAYER_PATHS`). */
export const portalBasketUrl = () => PLAYER_PATHS.basket;
export const portalBookingsUrl = (params?: { widok?: 'minione'; strona?: number; transaction_id?: number }) =>
  withQuery(PLAYER_PATHS.transactions, params);
