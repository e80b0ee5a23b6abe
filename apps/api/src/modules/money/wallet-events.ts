import { formatPln, toPln, userLabel } from '@sportdesk/contract';
import type { Executor } from '../../db/client';
import type { UserRow } from '../users/public';
import { emitSystemEvent } from '../system-events/public';

export interface DepositDrop {
  user: UserRow;
  /** Grosze taken from the deposit. */
  amount: number;
  transactionId: number;
  actorId: number | null;
}

/**
 * A deposit drop raises a `deposit_drop` system event targeting the user, in the same database
 * transaction as the wallet change (docs/spec/part-1.md §3 event types).
 */
export async function onDepositDrop(tx: Executor, drop: DepositDrop): Promise<void> {
  const who = userLabel({ first_name: drop.user.firstName, last_name: drop.user.lastName, email: drop.user.email });
  await emitSystemEvent(tx, {
    type: 'deposit_drop',
    message: `Pobrano kaucję ${formatPln(toPln(drop.amount))}: ${who}. Pozostało ${formatPln(toPln(drop.user.accountDepositValue))}.`,
    targetType: 'User',
    targetId: drop.user.id,
    creatorId: drop.actorId,
  });
}
