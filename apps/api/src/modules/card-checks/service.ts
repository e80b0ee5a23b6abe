import { FITPROFIT_BLOCKED_CARD_TYPES, ErrorCode, msg, type CardStatus } from '@sportdesk/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findLiveUser } from '../users/public';
import { updateUser } from '../users/public';
import { CardProviderError, withTimeout, type CardStatusClient, type ProviderAnswer } from './client';

/** How long a stored card status counts as fresh. */
const STATUS_TTL_MS = 24 * 60 * 60 * 1000;

const failureMessage = {
  down: msg.cardProviderDown,
  timeout: msg.cardProviderTimeout,
  unconfigured: msg.cardProviderUnconfigured,
};

const normalise = (type: string) => type.toLowerCase().replace(/\s+/g, ' ').trim();
const BLOCKED = new Set(FITPROFIT_BLOCKED_CARD_TYPES.map(normalise));
export const isBlockedFitprofitType = (type: string | null) => type != null && BLOCKED.has(normalise(type));

async function ask(timeoutMs: number, call: (signal: AbortSignal) => Promise<ProviderAnswer>) {
  try {
    return await withTimeout(timeoutMs, call);
  } catch (error) {
    const kind = error instanceof CardProviderError ? error.kind : 'down';
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, failureMessage[kind]);
  }
}

export interface CardCheckDeps {
  db: Db;
  client: CardStatusClient;
  timeoutMs: number;
}

/** `GET admin/benefit_statuses/{benefit_id}`; with `userId` whose saved card it is, the result is stored on the user. */
export async function checkBenefitCard(
  deps: CardCheckDeps,
  card: { benefit_id: string; first_line: string; second_line: string },
  opts: { userId?: number; actorId: number },
): Promise<CardStatus> {
  const answer = await ask(deps.timeoutMs, (signal) =>
    deps.client.benefit({ benefitId: card.benefit_id, firstLine: card.first_line, secondLine: card.second_line }, signal),
  );
  const status: CardStatus = {
    provider: 'benefit',
    card_id: card.benefit_id,
    active: answer.active,
    card_type: answer.cardType,
    blocked: false,
    text: answer.active ? 'Karta aktywna' : 'Karta nieaktywna',
    checked_at: new Date().toISOString(),
  };
  await storeOnUser(deps.db, opts, (u) => u.benefitId === card.benefit_id, {
    benefitActive: status.active,
    benefitStatusTtl: ttl(),
  });
  return status;
}

/** `GET admin/fitprofit_statuses/{fitprofit_id}`: an active card of a blocked type (docs/spec/part-1.md §5) is
 * rejected. */
export async function checkFitprofitCard(
  deps: CardCheckDeps,
  card: { fitprofit_id: string },
  opts: { userId?: number; actorId: number },
): Promise<CardStatus> {
  const answer = await ask(deps.timeoutMs, (signal) => deps.client.fitprofit({ fitprofitId: card.fitprofit_id }, signal));
  const blocked = answer.active && isBlockedFitprofitType(answer.cardType);
  const active = answer.active && !blocked;
  const typeSuffix = answer.cardType ? ` (${answer.cardType})` : '';
  const status: CardStatus = {
    provider: 'fitprofit',
    card_id: card.fitprofit_id,
    active,
    card_type: answer.cardType,
    blocked,
    text: blocked
      ? `Karta typu „${answer.cardType}” nie uprawnia do udziału w zajęciach`
      : active
        ? `Karta aktywna${typeSuffix}`
        : `Karta nieaktywna${typeSuffix}`,
    checked_at: new Date().toISOString(),
  };
  await storeOnUser(deps.db, opts, (u) => u.fitprofitId === card.fitprofit_id, { fitprofitActive: active });
  return status;
}

/** Until when a Benefit status stored now counts as fresh. */
export const ttl = () => new Date(Date.now() + STATUS_TTL_MS);

/** Saves the result on the user (audited 'Sprawdzono kartę') only when the checked card is the one saved on the account. */
async function storeOnUser(
  db: Db,
  opts: { userId?: number; actorId: number },
  isUsersCard: (u: NonNullable<Awaited<ReturnType<typeof findLiveUser>>>) => boolean,
  patch: Parameters<typeof updateUser>[2],
) {
  if (opts.userId === undefined) return;
  await db.transaction(async (tx) => {
    const user = await findLiveUser(tx, opts.userId!);
    if (!user || !isUsersCard(user)) return;
    await updateUser(tx, user.id, patch, { actorId: opts.actorId, comment: msg.cardChecked });
  });
}
