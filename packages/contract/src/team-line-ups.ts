import { z } from 'zod';
import { idField } from './common';

/** Team line-up of a sparing (docs/spec/part-2.md §3): a player in a competition team for one activity. */
export const teamLineUp = z.object({
  id: z.number(),
  activity_id: z.number(),
  player_id: z.number(),
  competition_team_id: z.number(),
  player: z.object({ id: z.number(), first_name: z.string().nullable(), last_name: z.string().nullable() }),
  created_at: z.string(),
});
export type TeamLineUp = z.infer<typeof teamLineUp>;

export const teamLineUpListQuery = z.object({ with_competition_team_id: idField().optional() });

export const teamLineUpInput = z.object({
  player_id: idField(),
  competition_team_id: idField(),
});
export const teamLineUpBody = z.object({ activity_team_line_up: teamLineUpInput });
export type TeamLineUpInput = z.infer<typeof teamLineUpInput>;

export const teamLineUpParams = z.object({
  id: idField(),
  line_up_id: idField(),
});
