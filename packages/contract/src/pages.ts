import { z } from 'zod';
import {
  boundedText,
  isStorableJson,
  jsonNestsDeeperThan,
  optionalText,
  orderDir,
  pagingQuery,
  queryBool,
  queryInt,
  queryText,
  requiredText,
} from './common';
import { safeUrl } from './files';
import { msg } from './messages';
import { patchOf } from './patch';

/** Pages (docs/spec/part-2.md §3 "Page"): the body is the block editor's JSON document. */

export const pageBlock = z.object({
  id: boundedText(64).optional(),
  type: boundedText(64),
  data: z.record(z.string(), z.unknown()).refine(isStorableJson, msg.invalidCharacters),
  tunes: z.record(z.string(), z.unknown()).refine(isStorableJson, msg.invalidCharacters).optional(),
});
export type PageBlock = z.infer<typeof pageBlock>;

export const pageDocument = z.object(
  {
    time: z.number().optional(),
    version: boundedText(32).optional(),
    blocks: z.array(pageBlock).max(2000),
  },
  { error: msg.pageBodyInvalid },
);
export type PageDocument = z.infer<typeof pageDocument>;

const parseJson = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return null;
  // JSON inside a string skipped the request body's depth check: the same bound here (the walks below recurse).
  if (jsonNestsDeeperThan(v)) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};

/** `page.body` arrives as a JSON string (docs/spec/part-2.md §7) or as the document itself; bad JSON reads 'Niepoprawna
 * treść strony'. */
export const pageBodyField = z.preprocess(parseJson, z.union([pageDocument, z.null()], { error: msg.pageBodyInvalid }));

export const page = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  visible: z.boolean(),
  body: pageDocument.nullable(),
  wishpond_id: z.string().nullable(),
  rediraction: z.boolean(),
  redir_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof page>;

/** A page address: the part after `/s/`. */
export const pageSlug = () => requiredText(255).refine((v) => /^[a-z0-9][a-z0-9_-]*$/.test(v), msg.slugFormat);

const pageFields = z.object({
  name: requiredText(255),
  url: pageSlug(),
  visible: z.boolean().default(true),
  wishpond_id: optionalText(120),
  rediraction: z.boolean().default(false),
  redir_url: optionalText(2000),
  body: pageBodyField.optional(),
});

/** redir_url is required only when redirection is on, and must be a safe address. */
export function checkRedirect(v: { rediraction?: boolean; redir_url?: string | null }, ctx: z.RefinementCtx) {
  if (v.redir_url && !safeUrl().safeParse(v.redir_url).success)
    ctx.addIssue({ code: 'custom', path: ['redir_url'], message: msg.safeUrl });
  else if (v.rediraction && !v.redir_url) ctx.addIssue({ code: 'custom', path: ['redir_url'], message: msg.required });
}

/** The settings modal and the body under `page`. */
export const pageInput = pageFields.superRefine(checkRedirect);
export type PageInput = z.input<typeof pageInput>;
export const pageBody = z.object({ page: pageInput });
/** PATCH: any subset (the editor sends only `body`); the redirect rule is checked on the merged page. */
export const pagePatch = patchOf(pageFields);
export const pagePatchBody = z.object({ page: pagePatch });

export const PAGE_ORDERS = ['id', 'name', 'url', 'created_at'] as const;

/** `GET admin/pages`: filters id, url, name; page size 10. */
export const pageListQuery = pagingQuery(10).extend({
  with_id: queryInt().optional(),
  with_name: queryText(),
  with_url: queryText(),
  with_visible: queryBool().optional(),
  order: z.enum(PAGE_ORDERS).optional().default('id'),
  order_dir: orderDir.optional().default('asc'),
});
export type PageListQuery = z.input<typeof pageListQuery>;
