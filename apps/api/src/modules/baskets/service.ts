import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, msg, type BasketPaymentMethod } from '@sportdesk/contract';
import { basketItems, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { AppError, constraintOf, notFound, uniqueViolation } from '../../lib/errors';
import { basketOf } from '../money/public';
import { mayRegister } from '../users/public';

export async function basketCount(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(basketItems)
    .where(eq(basketItems.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * `POST basket_items`: the participant is one the player may sign up (users' `mayRegister`: themself, their own
 * live child, a player who allowed them), checked before anything is stored or returned; anyone else (another
 * player, an admin, another parent's child, a missing id) is a 404 that names nobody.
 */
export async function addBasketItem(
  db: Db,
  userId: number,
  input: {
    activity_id: number;
    participant_id?: number;
    payment_method?: BasketPaymentMethod | null;
    promo_code?: string | null;
  },
) {
  const participantId = input.participant_id ?? userId;
  if (participantId !== userId) {
    const [person] = await db
      .select({ id: users.id, parentId: users.parentId, deletedAt: users.deletedAt, active: users.active })
      .from(users)
      .where(eq(users.id, participantId));
    if (!person || !(await mayRegister(db, userId, person))) throw notFound();
  }
  // A missing activity is the insert's foreign key, not a read before it: one statement less for every player of a rush.
  try {
    await db.insert(basketItems).values({
      userId,
      participantId,
      activityId: input.activity_id,
      paymentMethod: input.payment_method ?? null,
      promoCode: input.promo_code?.trim() || null,
    });
  } catch (error) {
    if (constraintOf(error) === 'basket_items_activity_id_activities_id_fk')
      throw new AppError(ErrorCode.VALIDATION, msg.validationFailed, { activity_id: msg.basketActivityError });
    throw uniqueViolation(error, 'activity_id', msg.basketItemTaken) ?? error;
  }
  return basketOf(db, userId);
}

/** Changes an item's payment method or promo code (the admin's Koszyk tab and the player alike). */
export async function updateBasketItem(
  db: Db,
  userId: number,
  itemId: number,
  patch: { payment_method?: BasketPaymentMethod | null; promo_code?: string | null },
) {
  const [row] = await db
    .update(basketItems)
    .set({
      ...(patch.payment_method !== undefined ? { paymentMethod: patch.payment_method } : {}),
      ...(patch.promo_code !== undefined ? { promoCode: patch.promo_code?.trim() || null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(basketItems.id, itemId), eq(basketItems.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return basketOf(db, userId);
}

export async function removeBasketItem(db: Db, userId: number, itemId: number) {
  const [row] = await db
    .delete(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return basketOf(db, userId);
}
