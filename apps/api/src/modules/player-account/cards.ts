import {
  CARDS_EDIT_ROLE,
  ErrorCode,
  playerAccountMsg,
  type CardStatus,
  type PlayerCardSaved,
  type PlayerCards,
} from '@sportdesk/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { findLiveUser } from '../users/public';
import { checkBenefitCard, checkFitprofitCard, ttl, type CardCheckDeps } from '../card-checks/public';
import { updateUser, type NewUser, type UserRow } from '../users/public';

/**
 * The player's own sport-card numbers (portal account). Saving a number asks the provider first, with
 * the admin check's code (`card-checks/service`): an active FitProfit card of a blocked type is refused and
 * nothing is stored; otherwise the number and the status the provider gave are stored in one transaction. When the
 * provider cannot answer, the number is still stored, as inactive, and the reply says the check did not run.
 */

const cardsOf = (u: UserRow, roles: ReadonlySet<string>): PlayerCards => ({
  benefit_id: u.benefitId,
  first_line: u.firstLine,
  second_line: u.secondLine,
  benefit_active: u.benefitActive,
  fitprofit_id: u.fitprofitId,
  fitprofit_active: u.fitprofitActive,
  medicover_active: u.medicoverActive,
  can_edit: roles.has(CARDS_EDIT_ROLE),
});

export async function ownCards(db: Db, userId: number, roles: ReadonlySet<string>) {
  const user = await findLiveUser(db, userId);
  if (!user) throw notFound();
  return cardsOf(user, roles);
}

/** The check's answer, or why there is none (the provider down, slow or not configured). */
async function tryCheck(check: () => Promise<CardStatus>): Promise<{ status: CardStatus | null; error: string | null }> {
  try {
    return { status: await check(), error: null };
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.SERVICE_UNAVAILABLE)
      return { status: null, error: `${playerAccountMsg.cardCheckPending}: ${error.message}` };
    throw error;
  }
}

interface Player {
  userId: number;
  roles: ReadonlySet<string>;
}

async function store(db: Db, player: Player, patch: Partial<NewUser>, checked: Awaited<ReturnType<typeof tryCheck>>) {
  const row = await db.transaction((tx) =>
    updateUser(tx, player.userId, patch, { actorId: player.userId, comment: playerAccountMsg.cardSaved }),
  );
  const reply: PlayerCardSaved = {
    cards: cardsOf(row, player.roles),
    check: checked.status ? { active: checked.status.active, text: checked.status.text } : null,
    check_error: checked.error,
  };
  return reply;
}

/** `PUT users/current/cards/benefit`: the number and both card lines, with the status the provider gives. */
export async function saveBenefitCard(
  deps: CardCheckDeps,
  player: Player,
  card: { benefit_id: string; first_line: string; second_line: string },
) {
  const checked = await tryCheck(() => checkBenefitCard(deps, card, { actorId: player.userId }));
  return store(
    deps.db,
    player,
    {
      benefitId: card.benefit_id,
      firstLine: card.first_line,
      secondLine: card.second_line,
      benefitActive: checked.status?.active ?? false,
      benefitStatusTtl: checked.status ? ttl() : null,
    },
    checked,
  );
}

/** `PUT users/current/cards/fitprofit`: a card of a blocked type (docs/spec/part-1.md §5) is a 422 on `fitprofit_id`.
 * */
export async function saveFitprofitCard(deps: CardCheckDeps, player: Player, card: { fitprofit_id: string }) {
  const checked = await tryCheck(() => checkFitprofitCard(deps, card, { actorId: player.userId }));
  if (checked.status?.blocked)
    throw new AppError(ErrorCode.BUSINESS_RULE, checked.status.text, { fitprofit_id: checked.status.text });
  return store(deps.db, player, { fitprofitId: card.fitprofit_id, fitprofitActive: checked.status?.active ?? false }, checked);
}
