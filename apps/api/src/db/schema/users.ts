import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 64 }),
    email: varchar('email', { length: 255 }),
    encryptedPassword: text('encrypted_password'),
    firstName: varchar('first_name', { length: 120 }),
    lastName: varchar('last_name', { length: 120 }),
    phonePrefix: varchar('phone_prefix', { length: 8 }),
    phone: varchar('phone', { length: 32 }),
    city: varchar('city', { length: 120 }),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: varchar('gender', { length: 16 }),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    howKnowAboutUs: text('how_know_about_us'),
    fa: boolean('fa').notNull().default(false),
    facebookUid: varchar('facebook_uid', { length: 64 }),
    customTags: text('custom_tags'),
    tags: text('tags'),
    hideLastName: boolean('hide_last_name').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    /** The player wants the reminder before their activities (portal profile; docs/decisions.md "Reminders and promotion notices"). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    parentId: integer('parent_id'),
    childPolicyAccepted: boolean('child_policy_accepted').notNull().default(false),
    confirmationToken: varchar('confirmation_token', { length: 128 }),
    confirmationSentAt: ts('confirmation_sent_at'),
    confirmedAt: ts('confirmed_at'),
    resetPasswordToken: varchar('reset_password_token', { length: 128 }),
    resetPasswordSentAt: ts('reset_password_sent_at'),
    phoneConfirmationToken: varchar('phone_confirmation_token', { length: 16 }),
    phoneConfirmationSentAt: ts('phone_confirmation_sent_at'),
    confirmedPhone: boolean('confirmed_phone').notNull().default(false),
    lastSignInAt: ts('last_sign_in_at'),
    /** Wallet, in grosze; the money domain owns the rules. */
    accountBalance: bigint('account_balance', { mode: 'number' }).notNull().default(0),
    accountBonusValue: bigint('account_bonus_value', { mode: 'number' }).notNull().default(0),
    accountDepositValue: bigint('account_deposit_value', { mode: 'number' }).notNull().default(0),
    bonusExpirationDate: date('bonus_expiration_date', { mode: 'string' }),
    signedAgreement: varchar('signed_agreement', { length: 3 }).notNull().default('na'),
    transferVerification: varchar('transfer_verification', { length: 3 }).notNull().default('na'),
    /** Sport cards: Benefit (MultiSport-like) with its two name lines, FitProfit, Medicover, OK System. */
    benefitId: varchar('benefit_id', { length: 64 }),
    benefitLogin: varchar('benefit_login', { length: 120 }),
    firstLine: varchar('first_line', { length: 120 }),
    secondLine: varchar('second_line', { length: 120 }),
    benefitActive: boolean('benefit_active').notNull().default(false),
    benefitStatusTtl: ts('benefit_status_ttl'),
    fitprofitId: varchar('fitprofit_id', { length: 64 }),
    fitprofitActive: boolean('fitprofit_active').notNull().default(false),
    medicoverActive: boolean('medicover_active').notNull().default(false),
    okId: varchar('ok_id', { length: 64 }),
    okSystemActive: boolean('ok_system_active').notNull().default(false),
    okSystemStatusTtl: ts('ok_system_status_ttl'),
    pnhId: varchar('pnh_id', { length: 64 }),
    tuzagramId: varchar('tuzagram_id', { length: 64 }),
    depositAlert: boolean('deposit_alert').notNull().default(false),
    depositAlertDate: date('deposit_alert_date', { mode: 'string' }),
    /** The admin who created the account (null for registrations and demo data). */
    creatorId: integer('creator_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Soft delete (docs/decisions.md "Users"): the row stays for money and change history. */
    deletedAt: ts('deleted_at'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_parent_idx').on(t.parentId),
    index('users_created_at_idx').on(t.createdAt),
    index('users_creator_idx').on(t.creatorId),
    index('users_benefit_id_idx').on(t.benefitId),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** One row per issued bearer token, so sign-out and password change can revoke it. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, for throttling per e-mail and per client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);
