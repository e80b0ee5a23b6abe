import { eq, inArray } from 'drizzle-orm';
import { activityNoticeMsg, formatPln, toPln, type CancelRefund } from '@sportdesk/contract';
import { activityParticipants, transactions, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { refundEntry, type RefundAccount } from '../money/public';
import {
  activityLabel,
  clearReserveList,
  playerLabel,
  lockUsersInIdOrder,
  waitingPlayerIds,
  type ActivityRecord,
} from '../enrolment/public';
import { createNotice, deliverNotice, noticeRecipients, type NoticeRecipient } from './notices';

/**
 * Locks, in id order, everyone a cancellation touches: the players on both lists, whoever pays a reserve place
 * (`waitingPlayerIds`) and the payers of the entries' purchases. Called before the activity's row lock — the
 * lock order of adding, checkout and removal — so a cancellation cannot deadlock with them, and two cancellations
 * of one activity run one after the other.
 */
export async function lockForCancel(tx: Executor, activityId: number) {
  const entries = await tx
    .select({ userId: activityParticipants.userId, transactionId: activityParticipants.transactionId })
    .from(activityParticipants)
    .where(eq(activityParticipants.activityId, activityId));
  const transactionIds = [...new Set(entries.flatMap((e) => (e.transactionId !== null ? [e.transactionId] : [])))];
  const payers = transactionIds.length
    ? await tx.select({ userId: transactions.userId }).from(transactions).where(inArray(transactions.id, transactionIds))
    : [];
  await lockUsersInIdOrder(tx, [
    ...entries.map((e) => e.userId),
    ...payers.map((p) => p.userId),
    ...(await waitingPlayerIds(tx, activityId)),
  ]);
}

const ACCOUNT_NAMES: Record<RefundAccount, string> = {
  main: 'konto główne',
  bonus: 'konto bonusowe',
  deposit: 'konto kaucji',
};

export interface CancelSettlement {
  refunds: CancelRefund[];
  reserveCleared: number;
  pendingPayments: number;
  notified: number;
  noticeId: number | null;
}

/**
 * What cancelling an activity does beside setting `canceled` (docs/decisions.md "Cancelling an activity, messaging
 * its participants"), in the caller's transaction, which holds `lockForCancel`'s locks and then the activity's row:
 * every main-list entry paid from the wallet or online is refunded once to the account the money came from (a
 * `refund` transaction linked to the purchase); card, cash and free entries stay as they are; an entry whose
 * online payment is still open is refunded when the payment is confirmed; the reserve list is cleared; everyone on
 * either list gets a notice (e-mail, and SMS to those with a phone) naming the activity, the reason and their refund.
 * The notice is written here and sent after the commit (`sendCancelNotice`).
 */
export async function settleCancellation(
  tx: Executor,
  activity: ActivityRecord,
  actorId: number | null,
  reason: string | null,
): Promise<CancelSettlement> {
  const label = activityLabel(activity);
  const recipients = await noticeRecipients(tx, activity.id, true);
  const main = await tx.select().from(activityParticipants).where(eq(activityParticipants.activityId, activity.id));
  const refunds: Omit<CancelRefund, 'user_label'>[] = [];
  const byUser = new Map<number, { amount: number; account: RefundAccount }>();
  let pendingPayments = 0;
  for (const entry of main.filter((e) => !e.reserve).sort((a, b) => a.id - b.id)) {
    const back = await refundEntry(tx, entry, {
      actorId,
      comment: `Zwrot za odwołane zajęcia: ${label}`,
      transactionType: 'refund',
    });
    if (back.pending) pendingPayments++;
    if (back.account && back.transactionId && back.payerId) {
      refunds.push({
        transaction_id: back.transactionId,
        user_id: back.payerId,
        participant_id: entry.userId,
        amount: toPln(back.amount),
        account: back.account,
      });
      byUser.set(entry.userId, { amount: back.amount, account: back.account });
    }
  }
  const payerIds = [...new Set(refunds.map((r) => r.user_id))];
  const payers = payerIds.length ? await tx.select().from(users).where(inArray(users.id, payerIds)) : [];
  const labelled: CancelRefund[] = refunds.map((r) => ({
    ...r,
    user_label: playerLabel(payers.find((p) => p.id === r.user_id)!),
  }));
  const cleared = await clearReserveList(tx, activity.id, actorId);
  const why = reason ? ` Powód: ${reason}` : '';
  const refundLine = (r: NoticeRecipient) => {
    const back = byUser.get(r.user.id);
    if (back) return `Zwrot ${formatPln(toPln(back.amount))} na ${ACCOUNT_NAMES[back.account]}.`;
    return r.reserve
      ? 'Byłeś na liście rezerwowej — nic nie pobraliśmy.'
      : 'Bez zwrotu — nic nie zostało pobrane z konta ani zapłacone online.';
  };
  const { notice } = recipients.length
    ? await createNotice(tx, {
        activityId: activity.id,
        kind: 'cancel',
        subject: activityNoticeMsg.cancelSubject(label).slice(0, 200),
        text: `Odwołano zajęcia ${label}.${why}`,
        channel: 'both',
        withReserve: true,
        actorId,
        recipients,
        smsOnlyWithPhone: true,
        textFor: (r) => ({
          email: `Cześć ${r.user.firstName ?? ''},\n\nodwołaliśmy zajęcia ${label}.${why ? `\n${why.trim()}` : ''}\n${refundLine(r)}\n\nSportDesk`,
          sms: `SportDesk: odwołano zajęcia ${label}.${why} ${refundLine(r)}`,
        }),
      })
    : { notice: null };
  return {
    refunds: labelled,
    reserveCleared: cleared.length,
    pendingPayments,
    notified: recipients.length,
    noticeId: notice?.id ?? null,
  };
}

/** Sends a cancellation's notice after the commit; a failed send is logged on its delivery, never undoes the cancel. */
export async function sendCancelNotice(deps: Pick<AppDeps, 'db' | 'mailer' | 'sms'>, noticeId: number | null) {
  if (noticeId !== null) await deliverNotice(deps, noticeId).catch(() => undefined);
}
