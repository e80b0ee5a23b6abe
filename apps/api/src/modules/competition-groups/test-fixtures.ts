import { competitionGroups, competitionTeams } from '../../db/schema/index';
import type { Db } from '../../db/client';

/** A group with `n` teams, straight in the database (for activity, participant and line-up tests). */
export async function insertTestTeams(db: Db, n = 2, gender: 'males' | 'females' | 'unisex' = 'unisex') {
  const [group] = await db.insert(competitionGroups).values({ name: 'Grupa testowa', description: 'Opis' }).returning();
  const teams = await db
    .insert(competitionTeams)
    .values(Array.from({ length: n }, (_, i) => ({ competitionGroupId: group.id, name: `Drużyna ${i + 1}`, gender })))
    .returning();
  return { groupId: group.id, teamIds: teams.map((t) => t.id) };
}
