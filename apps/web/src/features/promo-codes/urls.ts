import type { promoCodeListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type PromoCodeListParams = UrlParams<typeof promoCodeListQuery>;

const base = '/promo-codes';
export const promoCodeListUrl = (state?: Record<string, string | number | undefined>) => withQuery(base, state);
export const promoCodeNewUrl = () => `${base}/new`;
export const promoCodeUrl = (id: number | string) => `${base}/${id}`;
