import { z } from 'zod';
import { normalizeAppSettingValue } from './app-setting-kinds';
import { boundedText, orderDir, pagingQuery, queryInt, queryText, requiredText } from './common';

/** App setting (docs/spec/part-1.md §3): id, name, value. */
export const appSetting = z.object({
  id: z.number(),
  name: z.string(),
  value: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppSetting = z.infer<typeof appSetting>;

/** The settings form and the API body under `app_setting`. */
export const appSettingInput = z.object({
  name: requiredText(255),
  value: boundedText(10_000).default(''),
});
export type AppSettingInput = z.input<typeof appSettingInput>;

/** The form: the same fields, and a known setting's value checked in its own format (the API checks it too). */
export const appSettingForm = appSettingInput.superRefine((v, ctx) => {
  const checked = normalizeAppSettingValue(v.name, v.value);
  if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['value'], message: checked.message });
});

export const appSettingBody = z.object({ app_setting: appSettingInput });
export const appSettingPatchBody = z.object({ app_setting: appSettingInput.partial() });

export const APP_SETTING_ORDERS = ['id', 'name', 'created_at'] as const;

export const appSettingListQuery = pagingQuery(10).extend({
  with_id: queryInt().optional(),
  with_name: queryText(),
  order: z.enum(APP_SETTING_ORDERS).optional().default('id'),
  order_dir: orderDir.optional().default('asc'),
});
export type AppSettingListQuery = z.input<typeof appSettingListQuery>;
