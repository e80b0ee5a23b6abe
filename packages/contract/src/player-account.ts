import { z } from 'zod';
import { adminUser, childAccountInput, type ChildAccount } from './admin-users';
import { benefitCheckForm, fitprofitCheckForm } from './card-checks';
import { msg } from './messages';

/** Polish texts of the player's own children and sport cards (portal account). */
export const playerAccountMsg = {
  childPolicyRequired: 'Zaakceptuj zasady dotyczące kont dzieci',
  childLimitReached: 'Osiągnięto limit kont dzieci na Twoim koncie',
  childLimitReachedHint: 'Osiągnięto limit kont dzieci na Twoim koncie. Usuń jedno z kont, aby dodać kolejne.',
  childLimitNote: (limit: number) => `Na swoim koncie możesz mieć do ${limit} ${limit === 1 ? 'konta' : 'kont'} dzieci.`,
  birthDateInFuture: 'Data urodzenia nie może być z przyszłości',
  birthDateTooOld: 'Data urodzenia nie może być wcześniejsza niż 1900-01-01',
  childHasUpcomingBookings: 'Nie można usunąć konta dziecka zapisanego na nadchodzące zajęcia',
  childAdded: 'Dodano konto dziecka',
  childRemoved: 'Usunięto konto dziecka',
  cardsEditForbidden: 'Twoje konto nie ma uprawnienia do edycji kart Benefit i FitProfit',
  cardSaved: 'Zapisano kartę',
  cardCheckPending: 'Zapisano numer karty, ale nie udało się teraz sprawdzić jej statusu',
} as const;

/** `GET users/current/children`: the children, and how many the parent may have (`l_child_account_count`). */
export interface OwnChildrenReply {
  rows: ChildAccount[];
  total: number;
  limit: number;
}

/** The role that lets a player edit their Benefit and FitProfit cards (docs/spec/part-1.md §3 "Role"). */
export const CARDS_EDIT_ROLE = 'user_role_cards_edit' as const;

/** A real calendar day, not in the future, not before 1900 (a child's birth date). */
const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const todayUtc = () => new Date().toISOString().slice(0, 10);
const birthDate = childAccountInput.shape.birth_date.pipe(
  z
    .string()
    .nullish()
    .refine((v) => v == null || isRealDay(v), msg.invalidDate)
    .refine((v) => v == null || v >= '1900-01-01', playerAccountMsg.birthDateTooOld)
    .refine((v) => v == null || v <= todayUtc(), playerAccountMsg.birthDateInFuture),
);

const childFields = childAccountInput.pick({ first_name: true, last_name: true, gender: true }).extend({ birth_date: birthDate });

/**
 * `POST /users/current/children` under `user`: the admin's child fields (no e-mail, no password, the identifier
 * stays the admin's) and the parent's acceptance of the child-account policy.
 */
export const playerChildInput = childFields.extend({
  child_policy_accepted: z
    .boolean({ error: playerAccountMsg.childPolicyRequired })
    .refine((v) => v, playerAccountMsg.childPolicyRequired),
});
export type PlayerChildInput = z.input<typeof playerChildInput>;
export const playerChildBody = z.object({ user: playerChildInput });

/** `PATCH /users/current/children/{id}` under `user`: any subset of the child's fields. */
export const playerChildPatch = childFields.partial();
export type PlayerChildPatch = z.input<typeof playerChildPatch>;
export const playerChildPatchBody = z.object({ user: playerChildPatch });

/** `PUT /users/current/cards/benefit` under `card`: the admin check's rules (all three required). */
export const benefitCardBody = z.object({ card: benefitCheckForm });
/** `PUT /users/current/cards/fitprofit` under `card`: the FitProfit/Medicover number is required. */
export const fitprofitCardBody = z.object({ card: fitprofitCheckForm });

/** The player's own sport cards and their stored statuses (`GET /users/current/cards`): the admin user's card fields. */
export const playerCards = adminUser
  .pick({
    benefit_id: true,
    first_line: true,
    second_line: true,
    benefit_active: true,
    fitprofit_id: true,
    fitprofit_active: true,
    medicover_active: true,
  })
  .extend({
    /** The account holds `user_role_cards_edit`. */
    can_edit: z.boolean(),
  });
export type PlayerCards = z.infer<typeof playerCards>;

/** A card save: the cards as stored, and the check's text (or why it could not run). */
export const playerCardSaved = z.object({
  cards: playerCards,
  check: z.object({ active: z.boolean(), text: z.string() }).nullable(),
  check_error: z.string().nullable(),
});
export type PlayerCardSaved = z.infer<typeof playerCardSaved>;
