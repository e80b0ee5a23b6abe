/** Uploads' types, limits and paths: no schemas here, so a screen that checks or shows a file loads no zod. */

/** Image uploads (sport pictures, location and object photos, tile pictures, page images). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Every stored file is served under this path by its key. */
export const FILES_PATH = '/files';
export const fileUrl = (key: string | null | undefined) => (key ? `${FILES_PATH}/${key}` : null);

/** The multipart field name every upload endpoint reads. */
export const UPLOAD_FIELD = 'file';
