import { z } from 'zod';
import { boundedText, requiredText } from './common';
import { msg } from './messages';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from './uploads';

/** A message to the coordinators of an activity (docs/spec/part-2.md §3 Message). */
export const activityMessage = z.object({
  id: z.number(),
  activity_id: z.number(),
  author_name: z.string(),
  content: z.string(),
  images: z.array(z.object({ filename: z.string(), content_type: z.string(), url: z.string() })),
  created_at: z.string(),
});
export type ActivityMessage = z.infer<typeof activityMessage>;

/** Base64 is ~4/3 of the bytes. */
const MAX_BASE64 = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4;

export const messageImageInput = z.object({
  filename: requiredText(200),
  content_type: z.enum(IMAGE_TYPES),
  /** Base64 data (a `data:` URL prefix is accepted). */
  data: boundedText(MAX_BASE64 + 100).min(1, msg.required),
});
export type MessageImageInput = z.infer<typeof messageImageInput>;

export const activityMessageInput = z
  .object({
    content: boundedText(5000).trim().default(''),
    images: z.array(messageImageInput).max(5).default([]),
  })
  .refine((m) => m.content.length > 0 || m.images.length > 0, {
    message: 'Wpisz treść lub dodaj zdjęcie',
    path: ['content'],
  });
export type ActivityMessageInput = z.input<typeof activityMessageInput>;
export type ActivityMessageValues = z.output<typeof activityMessageInput>;
export const activityMessageBody = z.object({ message: activityMessageInput });
