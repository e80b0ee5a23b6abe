import { eq } from 'drizzle-orm';
import { msg, type AppSettingInput } from '@sportdesk/contract';
import { appSettings } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { notFound, uniqueViolation } from '../../lib/errors';
import { findAppSetting, toAppSetting } from './queries';

/** Names are unique; a clash answers 409 on the `name` field. */
const nameTaken = (error: unknown) => uniqueViolation(error, 'name', msg.nameTaken) ?? error;

export async function createAppSetting(db: Db, input: { name: string; value: string }) {
  try {
    const [row] = await db.insert(appSettings).values(input).returning();
    return toAppSetting(row);
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function updateAppSetting(db: Db, id: number, patch: Partial<AppSettingInput>) {
  try {
    const [row] = await db
      .update(appSettings)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(appSettings.id, id))
      .returning();
    if (!row) throw notFound();
    return toAppSetting(row);
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function deleteAppSetting(db: Db, id: number) {
  const existing = await findAppSetting(db, id);
  if (!existing) throw notFound();
  await db.delete(appSettings).where(eq(appSettings.id, id));
  return toAppSetting(existing);
}
