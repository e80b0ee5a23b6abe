import { sql } from 'drizzle-orm';
import { boolean, date, integer, text, time, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { sports } from './sports';
import { pages } from './pages';
import { localizations, locationObjects } from './locations';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in grosze. */
export const grosze = (name: string) => integer(name);

/**
 * The columns an activity and an activity template share (docs/spec/part-2.md §3): everything but the activity's
 * `date`, `change_to_public_at` and list counters, and the template's week days and reveal hours. A function,
 * so each table gets column builders of its own.
 */
export const sharedActivityColumns = () => ({
  localizationId: integer('localization_id')
    .notNull()
    .references(() => localizations.id, { onDelete: 'restrict' }),
  locationObjectId: integer('location_object_id').references(() => locationObjects.id, { onDelete: 'set null' }),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id, { onDelete: 'restrict' }),
  name: varchar('name', { length: 255 }),
  description: text('description'),
  notes: text('notes'),
  hidden: boolean('hidden').notNull().default(false),
  price: grosze('price').notNull().default(0),
  startAt: time('start_at').notNull(),
  stopAt: time('stop_at').notNull(),
  activityType: varchar('activity_type', { length: 16 }).notNull().default('pnh'),
  eventType: varchar('event_type', { length: 16 }),
  confirmed: boolean('confirmed').notNull().default(false),
  canceled: boolean('canceled').notNull().default(false),
  publishDate: ts('publish_date').notNull().defaultNow(),
  priceOnPublish: grosze('price_on_publish'),
  supplementOnPublish: grosze('supplement_on_publish'),
  supplementMedicoverOnPublish: grosze('supplement_medicover_on_publish'),
  supplementFitprofitOnPublish: grosze('supplement_fitprofit_on_publish'),
  depositDisabledOnPublish: boolean('deposit_disabled_on_publish').notNull().default(false),
  lv: varchar('lv', { length: 16 }),
  gender: varchar('gender', { length: 16 }).notNull().default('unisex'),
  reservedSpots: integer('reserved_spots').notNull().default(0),
  maxPlayers: integer('max_players').notNull().default(0),
  minPlayers: integer('min_players').notNull().default(0),
  minAge: integer('min_age').notNull().default(18),
  maxAge: integer('max_age').notNull().default(100),
  supplement: grosze('supplement'),
  supplementMedicover: grosze('supplement_medicover'),
  supplementFitprofit: grosze('supplement_fitprofit'),
  rentalPrice: grosze('rental_price'),
  discount: grosze('discount'),
  maxPrice: grosze('max_price'),
  maxBenefitPrice: grosze('max_benefit_price'),
  maxFitprofitPrice: grosze('max_fitprofit_price'),
  okSystemCode: varchar('ok_system_code', { length: 120 }),
  pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
  verifyLv: boolean('verify_lv').notNull().default(false),
  onlyPlayersWithVerifiedLevel: boolean('only_players_with_verified_level').notNull().default(false),
  levelRequiredSettings: varchar('level_required_settings', { length: 16 }).notNull().default('equal_level'),
  customTags: text('custom_tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  banerImage: text('baner_image'),
  thumbImage: text('thumb_image'),
  creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
  competitionType: varchar('competition_type', { length: 16 }).notNull().default('activity'),
  minTeamSize: integer('min_team_size'),
  maxTeamSize: integer('max_team_size'),
  competitionGroupIds: integer('competition_group_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  competitionTeamIds: integer('competition_team_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  coach: varchar('coach', { length: 255 }),
  depositDisabled: boolean('deposit_disabled').notNull().default(false),
  approvedByAdmin: boolean('approved_by_admin').notNull().default(false),
  archived: boolean('archived').notNull().default(false),
  /** Valid until (inclusive, a Europe/Warsaw date): a template generates nothing after it. */
  expiredAt: date('expired_at', { mode: 'string' }),
  reserveList: boolean('reserve_list').notNull().default(false),
  url: varchar('url', { length: 255 }),
  hiddenUrl: varchar('hidden_url', { length: 255 }),
  payByCash: boolean('pay_by_cash').notNull().default(false),
  payByOnlineTransfer: boolean('pay_by_online_transfer').notNull().default(false),
  payByPrepaid: boolean('pay_by_prepaid').notNull().default(false),
  payByBenefit: boolean('pay_by_benefit').notNull().default(false),
  payByOkSystem: boolean('pay_by_ok_system').notNull().default(false),
  payByFitprofit: boolean('pay_by_fitprofit').notNull().default(false),
  payByBonusAccount: boolean('pay_by_bonus_account').notNull().default(true),
});
