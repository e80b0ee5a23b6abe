import { asc, eq } from 'drizzle-orm';
import {
  ErrorCode,
  MAX_IMAGE_BYTES,
  msg,
  type ActivityMessage,
  type ActivityMessageValues,
  plDate,
  plDateTime,
} from '@sportdesk/contract';
import { activityCoordinators } from '../../db/schema/activities';
import { activityMessages, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/reply';
import { newFileKey } from '../../lib/storage';
import { emitSystemEvent } from '../system-events/public';
import { sniffImageType } from '../files/public';
import { findActivityWithStart } from '../enrolment/public';

type Row = typeof activityMessages.$inferSelect;
const toMessage = (deps: AppDeps, r: Row): ActivityMessage => ({
  id: r.id,
  activity_id: r.activityId,
  author_name: r.authorName,
  content: r.content,
  images: r.images.map((i) => ({ filename: i.filename, content_type: i.content_type, url: deps.storage.url(i.key) })),
  created_at: iso(r.createdAt)!,
});

export async function listMessages(deps: AppDeps, db: Executor, activityId: number) {
  await findActivityWithStart(db, activityId);
  const rows = await db
    .select()
    .from(activityMessages)
    .where(eq(activityMessages.activityId, activityId))
    .orderBy(asc(activityMessages.createdAt), asc(activityMessages.id));
  return { rows: rows.map((r) => toMessage(deps, r)), total: rows.length };
}

const unsupported = () => new AppError(ErrorCode.UNSUPPORTED_MEDIA, msg.fileType, { images: msg.fileType });

/**
 * Sends a message to the activity's coordinators: base64 images are checked (real image bytes, size)
 * and stored as files first, then the row and a `new_message_for_activity` system event in one
 * transaction; the coordinators get an e-mail after the commit. Files of a failed write are removed.
 */
export async function sendMessage(deps: AppDeps, activityId: number, input: ActivityMessageValues, authorId: number) {
  const { activity } = await findActivityWithStart(deps.db, activityId);
  const decoded = input.images.map((img) => {
    const data = Buffer.from(img.data.replace(/^data:[^;]+;base64,/, ''), 'base64');
    const type = sniffImageType(data);
    if (!type || data.length === 0) throw unsupported();
    if (data.length > MAX_IMAGE_BYTES)
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, msg.fileTooLarge, { images: msg.fileTooLarge });
    return { filename: img.filename, content_type: type, key: newFileKey('messages', type), data };
  });
  for (const d of decoded) await deps.storage.put(d.key, d.data, d.content_type);
  try {
    const { row, emails } = await deps.db.transaction(async (tx) => {
      const [author] = await tx.select().from(users).where(eq(users.id, authorId));
      const authorName = [author?.firstName, author?.lastName].filter(Boolean).join(' ') || author?.email || 'Administrator';
      const [row] = await tx
        .insert(activityMessages)
        .values({
          activityId,
          authorId,
          authorName,
          content: input.content,
          images: decoded.map(({ filename, content_type, key }) => ({ filename, content_type, key })),
        })
        .returning();
      const coordinators = await tx
        .select({ id: users.id, email: users.email })
        .from(activityCoordinators)
        .innerJoin(users, eq(users.id, activityCoordinators.userId))
        .where(eq(activityCoordinators.activityId, activityId));
      for (const c of coordinators)
        await emitSystemEvent(tx, {
          type: 'new_message_for_activity',
          targetType: 'Activity',
          targetId: activityId,
          assignedId: c.id,
          creatorId: authorId,
          message: `Nowa wiadomość do zajęć ${activity.name ?? ''} ${plDate(activity.date)}: ${input.content.slice(0, 120)}`,
        });
      return { row, emails: coordinators.map((c) => c.email).filter((e): e is string => Boolean(e)) };
    });
    for (const to of emails)
      await deps.mailer
        .send({
          to,
          subject: `Wiadomość do zajęć ${activity.name ?? ''} ${plDateTime(activity.date, activity.startAt)}`,
          text: `${row.authorName}:\n\n${row.content}`,
          attachments: decoded.map((d) => ({ filename: d.filename, content: d.data, contentType: d.content_type })),
        })
        .catch(() => undefined);
    return toMessage(deps, row);
  } catch (error) {
    for (const d of decoded) await deps.storage.delete(d.key);
    throw error;
  }
}
