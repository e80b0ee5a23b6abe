import { z } from 'zod';
import { INT4_MAX, idField, optionalIntField, optionalMoneyField, optionalSelectedIdField, pagingQuery } from './common';
import { msg } from './messages';
import { EVENT_TYPES } from './user-labels';

/** Sport level of a player (docs/spec/part-1.md §3 "User sport level"), lowest first. */
export const USER_LEVELS = ['blocked', 'beginners', 'medium', 'medium_plus', 'intermediate', 'advanced'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];
export const USER_LEVEL_LABELS: Record<UserLevel, string> = {
  blocked: 'Zablokowany',
  beginners: 'Początkujący',
  medium: 'Średni',
  medium_plus: 'Średni+',
  intermediate: 'Średniozaawansowany',
  advanced: 'Zaawansowany',
};

/** Levels another player may give in an opinion; their position (1–5) is what the average is taken of. */
export const OPINION_LEVELS = ['beginners', 'medium', 'medium_plus', 'intermediate', 'advanced'] as const;
export type OpinionLevel = (typeof OPINION_LEVELS)[number];
/** The level nearest to an average score (1–5). */
export const levelOfScore = (score: number): OpinionLevel =>
  OPINION_LEVELS[Math.min(OPINION_LEVELS.length, Math.max(1, Math.round(score))) - 1];

/** na / no / yes: signed_agreement, transfer_verification and an agreement's legalization. */
export const TRI_STATES = ['na', 'no', 'yes'] as const;
export type TriState = (typeof TRI_STATES)[number];
export const TRI_STATE_LABELS: Record<TriState, string> = { na: 'Nie dotyczy', no: 'Nie', yes: 'Tak' };

const nestedId = z.number().int().positive().max(INT4_MAX, msg.numberOutOfRange).optional();
const destroy = z.boolean().optional();
/** A form row starts without a sport (null); saving needs one. */
const requiredSport = idField()
  .nullable()
  .refine((v) => v != null, msg.required);
const pln = (label: string) => optionalMoneyField({ max: 1_000_000, maxMessage: `${label}: ${msg.greaterThanMax}` });

/** A user agreement as the API returns it (docs/spec/part-1.md §3 "User agreement"); prices in PLN. */
export const userAgreement = z.object({
  id: z.number(),
  sport_id: z.number(),
  sport: z.object({ id: z.number(), name: z.string() }).nullable(),
  localization_id: z.number().nullable(),
  localization: z.object({ id: z.number(), name: z.string() }).nullable(),
  event_length: z.number().nullable(),
  event_price: z.number().nullable(),
  supplement: z.number().nullable(),
  event_type: z.enum(EVENT_TYPES),
  legalization: z.enum(TRI_STATES),
});
export type UserAgreement = z.infer<typeof userAgreement>;

/** One row of `user_agreements_attributes`: no id creates, an id updates, `_destroy` removes (on submit). */
export const userAgreementAttributes = z.object({
  id: nestedId,
  sport_id: requiredSport,
  /** '' (the select's "Dowolna") means no location. */
  localization_id: optionalSelectedIdField(),
  event_length: optionalIntField({ min: 0, minMessage: msg.minValue0 }),
  event_price: pln('Cena'),
  supplement: pln('Dopłata'),
  event_type: z.enum(EVENT_TYPES, { error: msg.required }).default('first_type'),
  legalization: z.enum(TRI_STATES).default('na'),
  _destroy: destroy,
});
export type UserAgreementAttributes = z.input<typeof userAgreementAttributes>;
export type UserAgreementValues = z.output<typeof userAgreementAttributes>;

export const avgLevel = z.object({
  /** Mean of the opinions' positions 1 (beginners) … 5 (advanced), one decimal; null without opinions. */
  average: z.number().nullable(),
  /** The level nearest to the average. */
  level: z.enum(OPINION_LEVELS).nullable(),
  opinions_count: z.number(),
});
export type AvgLevel = z.infer<typeof avgLevel>;

/** A user sport level as the API returns it (docs/spec/part-1.md §3 "User sport level"). */
export const userSportLevel = z.object({
  id: z.number(),
  sport_id: z.number(),
  sport: z.object({ id: z.number(), name: z.string() }).nullable(),
  level: z.enum(USER_LEVELS),
  edit_only_by_admin: z.boolean(),
  check_on_pnh: z.boolean(),
  check_on_organizer: z.boolean(),
  verified: z.boolean(),
  avg_level: avgLevel,
});
export type UserSportLevel = z.infer<typeof userSportLevel>;

export const userSportLevelAttributes = z.object({
  id: nestedId,
  sport_id: requiredSport,
  level: z.enum(USER_LEVELS, { error: msg.required }),
  edit_only_by_admin: z.boolean().default(false),
  check_on_pnh: z.boolean().default(false),
  check_on_organizer: z.boolean().default(false),
  verified: z.boolean().default(false),
  _destroy: destroy,
});
export type UserSportLevelAttributes = z.input<typeof userSportLevelAttributes>;
export type UserSportLevelValues = z.output<typeof userSportLevelAttributes>;

/** Group kinds with their own limits (the competition group types of docs/spec/part-1.md §3). */
export const GROUP_KINDS = ['local_group', 'organizer', 'club', 'tournament', 'league', 'b2b', 'open_event', 'other'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  local_group: 'Grupa lokalna',
  organizer: 'Organizator',
  club: 'Klub',
  tournament: 'Turniej',
  league: 'Liga',
  b2b: 'B2B',
  open_event: 'Wydarzenie otwarte',
  other: 'Inne',
};

/** The numeric and yes/no limits each group kind carries, as `(kind) => key`. */
export const GROUP_LIMIT_FIELDS = {
  create: (k: GroupKind) => `l_create_competition_group_${k}`,
  players: (k: GroupKind) => `l_max_competition_group_${k}_players`,
  playersPerTeam: (k: GroupKind) => `l_max_competition_group_${k}_max_players_per_team`,
  teams: (k: GroupKind) => `l_max_competition_group_${k}_teams`,
  hidden: (k: GroupKind) => `l_can_competition_group_${k}_hidden`,
} as const;
export type GroupLimitField = keyof typeof GROUP_LIMIT_FIELDS;

export const GROUP_LIMIT_LABELS: Record<GroupLimitField, string> = {
  create: 'Liczba grup do utworzenia',
  players: 'Maks. osób w grupie',
  playersPerTeam: 'Maks. graczy w drużynie',
  teams: 'Maks. drużyn',
  hidden: 'Może ukryć grupę',
};

/**
 * Defaults of every limit (docs/decisions.md, "Users"): the group sizes are the group defaults of
 * docs/spec/part-1.md §9 (20 people, 12 per team, 3 teams); a player may create one local group and no
 * group of another kind; hiding a group needs the admin's consent; 3 child accounts, 2 paired apps.
 */
const groupDefaults = (k: GroupKind) => ({
  [GROUP_LIMIT_FIELDS.create(k)]: k === 'local_group' ? 1 : 0,
  [GROUP_LIMIT_FIELDS.players(k)]: 20,
  [GROUP_LIMIT_FIELDS.playersPerTeam(k)]: 12,
  [GROUP_LIMIT_FIELDS.teams(k)]: 3,
  [GROUP_LIMIT_FIELDS.hidden(k)]: false,
});
export const USER_LIMIT_DEFAULTS: Readonly<Record<string, number | boolean>> = Object.freeze({
  l_child_account_count: 3,
  l_pair_mobile_apps: 2,
  ...Object.assign({}, ...GROUP_KINDS.map(groupDefaults)),
});
export const USER_LIMIT_KEYS = Object.keys(USER_LIMIT_DEFAULTS);

const limitCount = z
  .number({ error: msg.mustBeNumber })
  .int(msg.mustBeNumber)
  .min(0, msg.minValue0)
  .max(100_000, msg.greaterThanMax);
/** Every limit with its value (the reply), or some of them (a change). */
export const userLimits = z.object(
  Object.fromEntries(
    USER_LIMIT_KEYS.map((key) => [key, typeof USER_LIMIT_DEFAULTS[key] === 'boolean' ? z.boolean() : limitCount]),
  ) as Record<string, z.ZodBoolean | typeof limitCount>,
);
export type UserLimits = Record<string, number | boolean>;
export const userLimitsPatch = userLimits.partial().strict();

/** A level opinion about the user (docs/spec/part-1.md §3 "Opinion"). */
export const levelOpinion = z.object({
  id: z.number(),
  level: z.enum(OPINION_LEVELS),
  user: z.object({ id: z.number(), label: z.string() }).nullable(),
  activity: z.object({ id: z.number() }).nullable(),
  sport: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type LevelOpinion = z.infer<typeof levelOpinion>;
export const levelOpinionListQuery = pagingQuery(10);

/** A paired mobile app (docs/spec/part-1.md §3 "Connected device"). */
export const connectedDevice = z.object({
  id: z.number(),
  device_name: z.string(),
  device_info: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ConnectedDevice = z.infer<typeof connectedDevice>;

/** The Poziomy tab's form: every level row, removed ones marked `_destroy`. */
export const userLevelsForm = z.object({ user_sport_levels_attributes: z.array(userSportLevelAttributes) });
export type UserLevelsFormInput = z.input<typeof userLevelsForm>;

/** The Organizator tab's form: the two organiser checks and the agreements. */
export const organizerForm = z.object({
  signed_agreement: z.enum(TRI_STATES),
  transfer_verification: z.enum(TRI_STATES),
  user_agreements_attributes: z.array(userAgreementAttributes),
});
export type OrganizerFormInput = z.input<typeof organizerForm>;

/** The Limity tab's form: every limit. */
export const userLimitsForm = z.object({ limits: userLimits });
