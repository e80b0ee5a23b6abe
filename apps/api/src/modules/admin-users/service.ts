import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorCode,
  msg,
  type adminUserInput,
  type adminUserPatch,
  type childAccountInput,
  type UserLimits,
} from '@sportdesk/contract';
import { authTokens, connectedDevices, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { insertUser, updateUser, type NewUser, type UserRow } from '../users/public';
import { applyAgreements, applyRoles, applySportLevels, roleNamesOfIds } from './nested';
import { applyLimits, limitsOf, resetLimits } from '../users/public';
import { adminUserDetail } from './queries';
import { findLiveUser } from '../users/public';

type Input = z.output<typeof adminUserInput>;
type Patch = z.output<typeof adminUserPatch>;
type Changes = Record<string, [unknown, unknown]>;
export interface Actor {
  userId: number;
  tokenId?: string;
}

/** The form's plain fields and their columns; nested parts (roles, levels, agreements, limits) are separate. */
const COLUMNS = {
  identifier: 'identifier',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone_prefix: 'phonePrefix',
  phone: 'phone',
  city: 'city',
  birth_date: 'birthDate',
  gender: 'gender',
  active: 'active',
  notes: 'notes',
  fa: 'fa',
  facebook_uid: 'facebookUid',
  custom_tags: 'customTags',
  tags: 'tags',
  hide_last_name: 'hideLastName',
  newsletter: 'newsletter',
  parent_id: 'parentId',
  child_policy_accepted: 'childPolicyAccepted',
  benefit_id: 'benefitId',
  benefit_login: 'benefitLogin',
  first_line: 'firstLine',
  second_line: 'secondLine',
  benefit_active: 'benefitActive',
  fitprofit_id: 'fitprofitId',
  fitprofit_active: 'fitprofitActive',
  medicover_active: 'medicoverActive',
  ok_id: 'okId',
  ok_system_active: 'okSystemActive',
  pnh_id: 'pnhId',
  tuzagram_id: 'tuzagramId',
  deposit_alert: 'depositAlert',
  deposit_alert_date: 'depositAlertDate',
  signed_agreement: 'signedAgreement',
  transfer_verification: 'transferVerification',
} as const satisfies Record<string, keyof NewUser>;

function columnsOf(input: Patch): Partial<NewUser> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof Patch];
    if (value !== undefined) values[column] = value;
  }
  return values as Partial<NewUser>;
}

/** How a refused child-account limit is reported (the admin form's `parent_id`; the player portal its own words). */
export interface ChildLimitError {
  field: string;
  message: string;
}
const ADMIN_CHILD_LIMIT: ChildLimitError = { field: 'parent_id', message: msg.childLimitReached };

/**
 * A parent must exist, not be the user, not be a child itself, and have room under its child-account limit.
 * The parent's row is locked first, so two concurrent additions for one parent count one after the other and
 * the limit holds (the count and the insert happen in the caller's transaction).
 */
async function assertParent(tx: Executor, parentId: number, childId: number | null, limitError = ADMIN_CHILD_LIMIT) {
  if (parentId === childId) throw fieldError('parent_id', msg.parentSelf);
  const [parent] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, parentId), isNull(users.deletedAt)))
    .for('update');
  if (!parent) throw fieldError('parent_id', msg.notFound);
  if (parent.parentId != null) throw fieldError('parent_id', msg.parentNotAllowed);
  if (childId != null) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.parentId, childId), isNull(users.deletedAt)));
    if (n > 0) throw fieldError('parent_id', msg.parentNotAllowed);
  }
  const limit = (await limitsOf(tx, parentId)).l_child_account_count as number;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.parentId, parentId), isNull(users.deletedAt), childId == null ? undefined : ne(users.id, childId)));
  if (n >= limit) throw new AppError(ErrorCode.BUSINESS_RULE, limitError.message, { [limitError.field]: limitError.message });
}

async function applyNestedParts(tx: Executor, userId: number, input: Patch): Promise<Changes> {
  return {
    ...(input.role_ids ? await applyRoles(tx, userId, input.role_ids) : {}),
    ...(input.user_agreements_attributes ? await applyAgreements(tx, userId, input.user_agreements_attributes) : {}),
    ...(input.user_sport_levels_attributes ? await applySportLevels(tx, userId, input.user_sport_levels_attributes) : {}),
    ...(input.limits ? await applyLimits(tx, userId, input.limits as Partial<UserLimits>) : {}),
  };
}

/** `POST admin/users`: the account is confirmed (an admin vouches for it) and remembers its creator. */
export async function createAdminUser(db: Db, input: Input, actor: Actor) {
  const row = await db.transaction(async (tx) => {
    if (input.parent_id != null) await assertParent(tx, input.parent_id, null);
    const roleNames = await roleNamesOfIds(tx, input.role_ids ?? []);
    const { role_ids: _roles, ...withoutRoles } = input;
    return insertUser(
      tx,
      {
        ...columnsOf(withoutRoles),
        identifier: input.identifier,
        password: input.password,
        creatorId: actor.userId,
        confirmedAt: new Date(),
      },
      { roleNames, actorId: actor.userId, afterInsert: (inner, created) => applyNestedParts(inner, created.id, withoutRoles) },
    );
  });
  return adminUserDetail(db, row);
}

/**
 * `PATCH admin/users/{id}`: any subset of the form. The plain fields, the password, roles, levels,
 * agreements and limits change in one transaction with one audit row.
 */
export async function updateAdminUser(db: Db, id: number, input: Patch, actor: Actor) {
  const row = await db.transaction(async (tx) => {
    const before = await findLiveUser(tx, id);
    if (!before) throw notFound();
    const email = input.email !== undefined ? input.email : before.email;
    const parentId = input.parent_id !== undefined ? input.parent_id : before.parentId;
    if (!email && parentId == null) throw fieldError('email', msg.required);
    if (input.parent_id != null && input.parent_id !== before.parentId) await assertParent(tx, input.parent_id, id);

    const patch = columnsOf(input);
    if (input.password !== undefined) {
      patch.encryptedPassword = await hashPassword(input.password);
      // A new password signs the account out everywhere, except the admin's own current session.
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authTokens.userId, id),
            isNull(authTokens.revokedAt),
            actor.tokenId ? ne(authTokens.id, actor.tokenId) : undefined,
          ),
        );
    }
    const extraChanges = await applyNestedParts(tx, id, input);
    return updateUser(tx, id, patch, { actorId: actor.userId, extraChanges });
  });
  return adminUserDetail(db, row);
}

/**
 * `POST admin/users/{id}/children` and the player's `POST users/current/children`: a child account linked to the
 * parent, without e-mail or password. The player portal also stores the accepted child-account policy and
 * reports the limit in its own words.
 */
export async function createChildAccount(
  db: Db,
  parentId: number,
  input: z.output<typeof childAccountInput>,
  actor: Actor,
  options: { childPolicyAccepted?: boolean; limitError?: ChildLimitError } = {},
) {
  const row = await db.transaction(async (tx) => {
    const parent = await findLiveUser(tx, parentId);
    if (!parent) throw notFound();
    await assertParent(tx, parentId, null, options.limitError);
    return insertUser(
      tx,
      {
        identifier: input.identifier ?? null,
        firstName: input.first_name,
        lastName: input.last_name,
        birthDate: input.birth_date ?? null,
        gender: input.gender ?? null,
        parentId,
        city: parent.city,
        phonePrefix: parent.phonePrefix,
        phone: parent.phone,
        childPolicyAccepted: options.childPolicyAccepted ?? false,
        creatorId: actor.userId,
        confirmedAt: new Date(),
      },
      { actorId: actor.userId, comment: 'Konto dziecka' },
    );
  });
  return adminUserDetail(db, row);
}

/** `POST admin/users/{id}/reset_limits`. */
export async function resetUserLimits(db: Db, id: number, actor: Actor) {
  const row = await db.transaction(async (tx) => {
    if (!(await findLiveUser(tx, id))) throw notFound();
    const extraChanges = await resetLimits(tx, id);
    return updateUser(tx, id, {}, { actorId: actor.userId, extraChanges, comment: 'Przywrócono domyślne limity' });
  });
  return adminUserDetail(db, row);
}

/**
 * 'Potwierdź konto': staff confirm a player's e-mail for one who never got the message (docs/decisions.md
 * "Confirming an account by staff"); audited like the link, refused with 409 when already confirmed.
 */
export async function confirmUserAccount(db: Db, id: number, actor: Actor) {
  const row = await db.transaction(async (tx) => {
    const user = await findLiveUser(tx, id);
    if (!user) throw notFound();
    if (user.confirmedAt) throw new AppError(ErrorCode.CONFLICT, msg.accountAlreadyConfirmed);
    return updateUser(
      tx,
      id,
      { confirmedAt: new Date(), confirmationToken: null },
      { actorId: actor.userId, comment: 'Konto potwierdzone przez obsługę' },
    );
  });
  return adminUserDetail(db, row);
}

/**
 * Soft delete (docs/decisions.md "Users"): the row stays for money and change history, the account
 * is deactivated, its e-mail released, sessions and devices logged out; children go with the parent.
 * An account with money in its wallet cannot be deleted.
 */
export async function deleteAdminUser(
  db: Db,
  id: number,
  actor: Actor,
  /** Extra checks in the same transaction (the player portal: own child, no upcoming bookings). */
  guard?: (tx: Executor, user: UserRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const user = await findLiveUser(tx, id);
    if (!user) throw notFound();
    await guard?.(tx, user);
    if (user.accountBalance !== 0 || user.accountBonusValue !== 0 || user.accountDepositValue !== 0)
      throw new AppError(ErrorCode.BUSINESS_RULE, msg.walletNotEmpty);
    const children = await tx
      .select()
      .from(users)
      .where(and(eq(users.parentId, id), isNull(users.deletedAt)));
    for (const child of [...children, user]) await softDelete(tx, child, actor.userId);
    return { id };
  });
}

async function softDelete(tx: Executor, before: UserRow, actorId: number) {
  const [after] = await tx
    .update(users)
    .set({ deletedAt: new Date(), active: false, email: null, encryptedPassword: null, updatedAt: new Date() })
    .where(eq(users.id, before.id))
    .returning();
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, before.id), isNull(authTokens.revokedAt)));
  await tx.delete(connectedDevices).where(eq(connectedDevices.userId, before.id));
  await recordAudit(tx, { type: 'User', id: before.id, userId: actorId, action: 'destroy', before, after });
}
