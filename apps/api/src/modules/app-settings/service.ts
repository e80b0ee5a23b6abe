import { eq } from 'drizzle-orm';
import { msg, normalizeAppSettingValue, type AppSettingInput } from '@sportdesk/contract';
import { appSettings } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { fieldError, notFound, uniqueViolation } from '../../lib/errors';
import { findAppSetting, toAppSetting } from './queries';

/** Names are unique; a clash answers 409 on the `name` field. */
const nameTaken = (error: unknown) => uniqueViolation(error, 'name', msg.nameTaken) ?? error;

/** A known setting's value in its own format (`25,50` → `25.50`), or 400 on `value` with the Polish message. */
function storedValue(name: string, value: string) {
  const checked = normalizeAppSettingValue(name, value);
  if (!checked.ok) throw fieldError('value', checked.message);
  return checked.value;
}

export async function createAppSetting(db: Db, input: { name: string; value: string }) {
  const values = { ...input, value: storedValue(input.name, input.value) };
  try {
    const [row] = await db.insert(appSettings).values(values).returning();
    return toAppSetting(row);
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function updateAppSetting(db: Db, id: number, patch: Partial<AppSettingInput>) {
  if (patch.value !== undefined || patch.name !== undefined) {
    const current = await findAppSetting(db, id);
    if (!current) throw notFound();
    patch = { ...patch, value: storedValue(patch.name ?? current.name, patch.value ?? current.value) };
  }
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
