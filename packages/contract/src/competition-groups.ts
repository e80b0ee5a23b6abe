import { z } from 'zod';
import {
  idField,
  intField,
  optionalIdField,
  optionalText,
  orderDir,
  pagingQuery,
  queryInt,
  queryText,
  requiredText,
} from './common';
import { msg } from './messages';
import { patchOf } from './patch';
import { GROUP_KIND_LABELS, GROUP_KINDS, type GroupKind } from './user-tabs';

/** Competition group kinds (docs/spec/part-1.md §3): the same eight kinds that carry user limits. */
export const COMPETITION_GROUP_TYPES = GROUP_KINDS;
export type CompetitionGroupType = GroupKind;
export const COMPETITION_GROUP_TYPE_LABELS = GROUP_KIND_LABELS;

export const GROUP_GENDERS = ['males', 'females', 'unisex'] as const;
export type GroupGender = (typeof GROUP_GENDERS)[number];
export const GROUP_GENDER_LABELS: Record<GroupGender, string> = { males: 'Mężczyźni', females: 'Kobiety', unisex: 'Unisex' };

export const GROUP_MEMBER_ROLES = ['player', 'admin'] as const;
export type GroupMemberRole = (typeof GROUP_MEMBER_ROLES)[number];
export const GROUP_MEMBER_ROLE_LABELS: Record<GroupMemberRole, string> = { player: 'Gracz', admin: 'Administrator' };

export const TEAM_MEMBER_ROLES = ['player', 'capitan'] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];
export const TEAM_MEMBER_ROLE_LABELS: Record<TeamMemberRole, string> = { player: 'Gracz', capitan: 'Kapitan' };

/** Group defaults (docs/spec/part-1.md §9). */
export const GROUP_DEFAULTS = { max_group_size: 20, min_team_size: 0, max_players_per_team: 12, max_teams: 3 } as const;
/** Page sizes: groups 25 (25/50/100), group members 10 (5/10/25) (docs/spec/part-1.md §9). */
export const GROUP_PAGE_SIZE = 25;
export const GROUP_MEMBERS_PAGE_SIZE = 10;
/**
 * How many members `show` carries (docs/spec/part-1.md §7: 'show(id) returns teams and users'): the first 50 in the
 * order they joined, the same order as `players`. `users_count` is the whole count; when it is larger, the
 * paged `players` call reads the rest (docs/decisions.md, Competition groups).
 */
export const GROUP_SHOW_MEMBERS = 50;

/** Polish texts of this domain: the spec's own (docs/spec/part-1.md §4, §8) and the decided ones (docs/decisions.md
 * "Competition groups"). */
export const groupMsg = {
  accepted: 'Zaakceptowane',
  invitationSent: 'Zaproszenie wysłane',
  acceptInvitation: 'Zaakceptuj zaproszenie',
  roleChanged: 'Zmieniono rolę',
  roleChangeFailed: 'Nie udało się zmienić roli',
  deleteFailed: msg.deleteAccountFailed,
  groupFull: (max: number) => `Grupa jest pełna: maksymalna liczba osób w grupie to ${max}`,
  teamsFull: (max: number) => `Osiągnięto maksymalną liczbę drużyn w grupie (${max})`,
  teamFull: (max: number) => `Drużyna jest pełna: maksymalna liczba graczy w drużynie to ${max}`,
  teamGender: (label: string) => `Drużyna jest tylko dla: ${label}`,
  groupGender: (label: string) => `Grupa jest tylko dla: ${label}`,
  belowMembers: (n: number) => `W grupie jest już ${n} osób — maksymalna liczba nie może być mniejsza`,
  belowTeams: (n: number) => `Grupa ma już ${n} drużyn — maksymalna liczba nie może być mniejsza`,
  belowPlayers: (n: number) => `Największa drużyna ma ${n} graczy — maksymalna liczba nie może być mniejsza`,
  teamGenderMembers: 'W drużynie są gracze innej płci — najpierw zmień skład',
  alreadyMember: 'Ta osoba jest już w grupie',
  notMember: 'Ta osoba nie należy do grupy',
  alreadyInTeam: 'Ta osoba jest już w drużynie tej grupy',
  noInvitation: 'Brak zaproszenia do tej grupy',
  nothingToAccept: 'Brak zgłoszenia do zaakceptowania',
  groupClosed: 'Grupa nie przyjmuje zgłoszeń',
  groupInactive: 'Grupa jest nieaktywna',
  joinRequest: (user: string, group: string) => `${user} prosi o dołączenie do grupy „${group}”`,
  createLimit: (kind: string, max: number) => `Limit użytkownika: można utworzyć najwyżej ${max} grup(y) typu „${kind}”`,
  sizeLimit: (max: number) => `Limit użytkownika: maksymalna liczba osób w grupie tego typu to ${max}`,
  perTeamLimit: (max: number) => `Limit użytkownika: maksymalna liczba graczy w drużynie to ${max}`,
  teamsLimit: (max: number) => `Limit użytkownika: maksymalna liczba drużyn to ${max}`,
  hiddenLimit: 'Limit użytkownika: nie może ukrywać grup tego typu',
  teamNotInActivity: 'Wybierz jedną z drużyn tych zajęć',
  unknownGroups: 'Nie ma takiej grupy',
  unknownTeams: 'Nie ma takiej drużyny',
  pickUser: 'Wybierz osobę',
} as const;

const count = (min: number) => intField({ min, max: 100_000, minMessage: min === 0 ? msg.minValue0 : msg.minValue1 });

export const personRef = z.object({ id: z.number(), label: z.string() });

export const groupMember = z.object({
  id: z.number(),
  competition_group_id: z.number(),
  user_id: z.number(),
  user: z.string(),
  gender: z.string().nullable(),
  role: z.enum(GROUP_MEMBER_ROLES),
  invitation_accepted: z.boolean(),
  accepted_by_admin: z.boolean(),
  created_at: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const teamMember = z.object({
  id: z.number(),
  competition_team_id: z.number(),
  competition_group_id: z.number(),
  user_id: z.number(),
  user: z.string(),
  role: z.enum(TEAM_MEMBER_ROLES),
});
export type TeamMember = z.infer<typeof teamMember>;

export const competitionTeam = z.object({
  id: z.number(),
  competition_group_id: z.number(),
  name: z.string(),
  gender: z.enum(GROUP_GENDERS),
  users: z.array(teamMember),
});
export type CompetitionTeam = z.infer<typeof competitionTeam>;

/** A group as the list returns it (with the member and team counts); `show` adds `teams` and `users`. */
export const competitionGroup = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  custom_tags: z.string().nullable(),
  tags: z.array(z.string()),
  max_group_size: z.number(),
  min_team_size: z.number(),
  max_players_per_team: z.number(),
  max_teams: z.number(),
  gender: z.enum(GROUP_GENDERS),
  competition_group_type: z.enum(COMPETITION_GROUP_TYPES),
  hidden: z.boolean(),
  open: z.boolean(),
  active: z.boolean(),
  notes: z.string().nullable(),
  creator_id: z.number().nullable(),
  creator: personRef.nullable(),
  url: z.string().nullable(),
  hidden_url: z.string().nullable(),
  users_count: z.number(),
  teams_count: z.number(),
  created_at: z.string(),
});
export type CompetitionGroup = z.infer<typeof competitionGroup>;
/** `users`: the first GROUP_SHOW_MEMBERS members (role, invitation state); `users_count` counts them all. */
export const competitionGroupDetail = competitionGroup.extend({
  teams: z.array(competitionTeam),
  users: z.array(groupMember),
});
export type CompetitionGroupDetail = z.infer<typeof competitionGroupDetail>;

/** Splits '#'-separated tags: "#piłka #amatorzy" → ['piłka', 'amatorzy']. */
export const splitTags = (text: string | null | undefined) =>
  (text ?? '')
    .split('#')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * The group form and the body under `competition_group` (docs/spec/part-1.md §3, §5, §9): name and description
 * required; creator_id optional — a group created on behalf of a player (their limits apply).
 */
export const competitionGroupInput = z.object({
  name: requiredText(255),
  description: requiredText(10_000),
  custom_tags: optionalText(1000),
  max_group_size: count(1).default(GROUP_DEFAULTS.max_group_size),
  min_team_size: count(0).default(GROUP_DEFAULTS.min_team_size),
  max_players_per_team: count(1).default(GROUP_DEFAULTS.max_players_per_team),
  max_teams: count(0).default(GROUP_DEFAULTS.max_teams),
  gender: z.enum(GROUP_GENDERS).default('unisex'),
  competition_group_type: z.enum(COMPETITION_GROUP_TYPES).default('local_group'),
  hidden: z.boolean().default(false),
  open: z.boolean().default(false),
  active: z.boolean().default(true),
  notes: optionalText(10_000),
  creator_id: optionalIdField(),
});
export type CompetitionGroupInput = z.input<typeof competitionGroupInput>;
export type CompetitionGroupValues = z.output<typeof competitionGroupInput>;
/** min_team_size may not exceed max_players_per_team. */
const minNotAboveMax = (v: { min_team_size?: number; max_players_per_team?: number }, ctx: z.RefinementCtx) => {
  if (v.min_team_size != null && v.max_players_per_team != null && v.min_team_size > v.max_players_per_team)
    ctx.addIssue({ code: 'custom', path: ['min_team_size'], message: msg.greaterThanMax });
};
export const competitionGroupForm = competitionGroupInput.superRefine(minNotAboveMax);
export const competitionGroupBody = z.object({ competition_group: competitionGroupForm });
export const competitionGroupPatchBody = z.object({
  competition_group: patchOf(competitionGroupInput).superRefine(minNotAboveMax),
});

/** A comma-separated id list in a query string. */
const idList = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.split(',') : v === '' ? undefined : v),
    z.array(idField()).max(200).optional(),
  );

export const COMPETITION_GROUP_ORDERS = ['created_at', 'id', 'name'] as const;
/** `GET admin/competition_groups`: filters id and name, created_at ascending, 25 a page (docs/spec/part-1.md §2, §9).
 * */
export const competitionGroupListQuery = pagingQuery(GROUP_PAGE_SIZE).extend({
  with_id: queryInt().optional(),
  with_name: queryText(),
  /** Picker labels of already chosen groups: `with_ids=1,2`. */
  with_ids: idList(),
  order: z.enum(COMPETITION_GROUP_ORDERS).optional().default('created_at'),
  order_dir: orderDir.optional().default('asc'),
});
export type CompetitionGroupListQuery = z.input<typeof competitionGroupListQuery>;

/** Roles are sent as names or as the original's numbers (0 = player, 1 = admin / capitan). */
const roleOf = <T extends readonly [string, string]>(names: T) =>
  z.preprocess((v) => (v === 0 || v === '0' ? names[0] : v === 1 || v === '1' ? names[1] : v), z.enum(names));

/** `GET …/:id/players`: search, 10 a page (5/10/25). */
export const groupPlayersQuery = pagingQuery(GROUP_MEMBERS_PAGE_SIZE).extend({ with_q: queryText() });
export type GroupPlayersQuery = z.input<typeof groupPlayersQuery>;

export const groupPlayerInput = z.object({
  user_id: idField(groupMsg.pickUser),
  role: roleOf(GROUP_MEMBER_ROLES).default('player'),
});
export const groupPlayerBody = z.object({ competition_groups_users: groupPlayerInput });
export const groupPlayerRoleBody = z.object({ competition_groups_users: z.object({ role: roleOf(GROUP_MEMBER_ROLES) }) });
export const groupPlayerParams = z.object({
  id: idField(),
  memberId: idField(),
});

/** The team modal (docs/spec/part-1.md §5): name required. */
export const competitionTeamInput = z.object({
  name: requiredText(255),
  gender: z.enum(GROUP_GENDERS).default('unisex'),
});
export type CompetitionTeamInput = z.input<typeof competitionTeamInput>;
export const competitionTeamBody = z.object({ competition_teams: competitionTeamInput });
export const competitionTeamPatchBody = z.object({ competition_teams: patchOf(competitionTeamInput) });
export const teamParams = z.object({ id: idField(), teamId: idField() });
export const teamPlayerParams = teamParams.extend({ memberId: idField() });
export const teamPlayerInput = z.object({
  user_id: idField(groupMsg.pickUser),
  role: roleOf(TEAM_MEMBER_ROLES).default('player'),
});
export const teamPlayerBody = z.object({ competition_teams_users: teamPlayerInput });
export const teamPlayerRoleBody = z.object({ competition_teams_users: z.object({ role: roleOf(TEAM_MEMBER_ROLES) }) });

/** The team picker `index_all` (docs/spec/part-2.md §7): every team, filtered by captain, gender, group, name or ids.
 * */
export const teamPickerQuery = z.object({
  with_capitan_id: queryInt().optional(),
  with_gender: z.preprocess((v) => (v === '' ? undefined : v), z.enum(GROUP_GENDERS).optional()),
  with_competition_group_id: queryInt().optional(),
  with_name: queryText(),
  with_ids: idList(),
  limit: queryInt().pipe(z.number().min(1).max(1000)).optional().default(100),
});
export type TeamPickerQuery = z.input<typeof teamPickerQuery>;
export const teamOption = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.enum(GROUP_GENDERS),
  competition_group_id: z.number(),
  competition_group_name: z.string(),
});
export type TeamOption = z.infer<typeof teamOption>;

/** Invitation state of a member as the spec words it (docs/spec/part-1.md §4). */
export type InvitationState = 'accepted' | 'invited' | 'requested';
export const invitationState = (m: Pick<GroupMember, 'invitation_accepted' | 'accepted_by_admin'>): InvitationState =>
  m.invitation_accepted && m.accepted_by_admin ? 'accepted' : m.accepted_by_admin ? 'invited' : 'requested';
