import { ZodError, type z } from 'zod';
import {
  errorStatus,
  msg,
  promoChannelBulkUpdate,
  promoChannelCreate,
  promoChannelDestroy,
  promoChannelUpdate,
  PROMO_CODES_CHANNEL,
} from '@sportdesk/contract';
import type { AppDeps } from '../../lib/deps';
import type { LiveReply } from '../../lib/live';
import { AppError, issuesToFields } from '../../lib/errors';
import { bulkUpdatePromoCodes, createPromoCodes, destroyPromoCodes, updatePromoCode, type BulkResult } from './service';

const parse = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => schema.parse(data);

/** 200 when every chosen code changed, 202 (warning) when some were skipped or the count did not match. */
function bulkReply(result: BulkResult, count: number, done: string): LiveReply {
  if (result.skipped.length === 0 && count === result.requested) return { code: 200, status: done, data: result };
  const status =
    count !== result.requested ? msg.promoCountMismatch : `${msg.promoPartly} (${result.changed} z ${result.requested})`;
  return { code: 202, status, data: result };
}

/**
 * `Admin::PromoCodesChannel` (docs/spec/part-2.md §4, §7): create, update, bulk_update and destroy. Replies
 * `{code, status, data}`: 200 success, 202 warning, 400/403/404/409/422 failures with `data.fields`.
 */
export function registerPromoCodesChannel(deps: AppDeps) {
  deps.live.channel(PROMO_CODES_CHANNEL, async (principal, action, data): Promise<LiveReply> => {
    if (!principal.roles.has('admin_role_promo_codes')) return { code: 403, status: msg.forbidden };
    try {
      switch (action) {
        case 'create': {
          const input = parse(promoChannelCreate, data);
          const created = await createPromoCodes(deps.db, input.promo_code);
          return { code: 200, status: msg.added, data: { ids: created.map((c) => c.id), codes: created } };
        }
        case 'update': {
          const input = parse(promoChannelUpdate, data);
          return { code: 200, status: msg.saved, data: await updatePromoCode(deps.db, input.id, input.promo_code) };
        }
        case 'bulk_update': {
          const input = parse(promoChannelBulkUpdate, data);
          return bulkReply(await bulkUpdatePromoCodes(deps.db, input.ids, input.promo_code), input.count, msg.saved);
        }
        case 'destroy': {
          const input = parse(promoChannelDestroy, data);
          return bulkReply(await destroyPromoCodes(deps.db, input.ids), input.count, msg.deleted);
        }
        default:
          return { code: 404, status: 'Nieznana akcja' };
      }
    } catch (error) {
      if (error instanceof ZodError)
        return { code: 400, status: msg.validationFailed, data: { fields: issuesToFields(error.issues, true) } };
      if (error instanceof AppError)
        return { code: errorStatus[error.code], status: error.message, data: { fields: error.fields ?? {} } };
      throw error;
    }
  });
}
