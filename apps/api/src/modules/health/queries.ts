import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One round trip to the database: throws when it does not answer. */
export const pingDatabase = (db: Db) => db.execute(sql`select 1`);
