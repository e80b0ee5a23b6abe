import { z } from 'zod';
import { idField, isStorableText } from './common';
import { msg } from './messages';

/**
 * The player calls on other users (docs/spec/part-1.md §7 "Users"): `GET users` (a search by name) and who may sign
 * whom up for activities (docs/decisions.md "Allowed to register: a friend signs you up").
 */
export const playerUsersMsg = {
  searchTooShort: 'Wpisz co najmniej 3 znaki',
  notSelf: 'Nie możesz dodać samego siebie',
  unknownPlayer: 'Nie znaleziono takiego gracza',
  alreadyAllowed: 'Ten gracz już może Cię zapisywać',
  notAllowed: 'Ten gracz nie może Cię zapisywać',
  added: 'Dodano osobę, która może Cię zapisywać',
  removed: 'Usunięto osobę z listy',
} as const;

/** At most this many players come back from one search. */
export const PLAYER_SEARCH_LIMIT = 10;
/** The shortest search text (fewer characters would list half the club). */
export const PLAYER_SEARCH_MIN = 3;

/** `GET users?search=`: required, 3 to 100 characters after trimming. */
export const playerUserSearchQuery = z.object({
  search: z
    .string({ error: playerUsersMsg.searchTooShort })
    .trim()
    .min(PLAYER_SEARCH_MIN, playerUsersMsg.searchTooShort)
    .max(100, msg.tooLong)
    .refine(isStorableText, msg.invalidCharacters),
});

/** `POST users/allowed_to_register_add` and `…_remove`: `{ user_id }`. */
export const allowedToRegisterBody = z.object({ user_id: idField() });
export type AllowedToRegisterInput = z.input<typeof allowedToRegisterBody>;

/** Another player as a player sees them: the id and the name, the last name cut to its initial when hidden. */
export interface PlayerRef {
  id: number;
  label: string;
}

/** `GET users/current/allowed_to_register`: who may sign me up, and whom I may sign up (they allowed me). */
export interface AllowedToRegister {
  allowed: PlayerRef[];
  may_register: PlayerRef[];
}

/** How a player is named to other players: `hide_last_name` leaves the last name's initial ("Jan K."). */
export const publicPlayerLabel = (u: { first_name: string | null; last_name: string | null; hide_last_name: boolean }) => {
  const last = u.last_name?.trim() ?? '';
  const shown = u.hide_last_name && last ? `${last[0]!.toUpperCase()}.` : last;
  return [u.first_name?.trim(), shown].filter(Boolean).join(' ') || 'Gracz';
};
