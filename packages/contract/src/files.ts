import { z } from 'zod';
import { isStorableText } from './common';
import { msg } from './messages';
import { IMAGE_TYPES } from './uploads';

export const uploadedImage = z.object({
  key: z.string(),
  url: z.string(),
  content_type: z.enum(IMAGE_TYPES),
  byte_size: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/** A photo of a location or of one of its objects. */
export const photo = z.object({ id: z.number(), url: z.string() });
export type Photo = z.infer<typeof photo>;

/** A URL a link or redirect may point to: http(s) or a path on this site (never `javascript:`). */
export const safeUrl = () =>
  z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .max(2000, msg.tooLong)
    .refine(isStorableText, msg.invalidCharacters)
    .refine((v) => /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(v), msg.safeUrl);
