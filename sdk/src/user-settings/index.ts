/**
 * Player settings kept on the server (SPEC §3 "User settings: setting id and value"; §7 `GET settings`,
 * `POST savesetting (setting_id, setting_value)`). Each setting has a stable numeric id and a value schema shared
 * by the server (validation) and the widgets (reading the answer). Browser-safe, zod/mini.
 */
import * as z from 'zod/mini';

/** Numeric ids of the settings the server stores; documented in docs/betting-widgets.md. */
export const userSettingIds = {
  /** Bet-change confirmation (SPEC §3): 0 confirm every change, 1 accept any change, 2 accept when odds rise. */
  betChangePolicy: 1,
} as const;
export type UserSettingId = (typeof userSettingIds)[keyof typeof userSettingIds];

/** What each setting's value may be; `coerce`, since forms send text. */
export const userSettingValueSchemas: Record<UserSettingId, z.ZodMiniType<number>> = {
  [userSettingIds.betChangePolicy]: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)),
};

export const userSettingsPaths = {
  settings: '/web-api/user/settings',
  save: '/web-api/user/savesetting',
} as const;

export const saveSettingRequestSchema = z.object({
  setting_id: z.coerce.number().check(z.int(), z.positive()),
  // Optional here so that a missing value reads `required` (from checkUserSetting), not a union mismatch.
  setting_value: z.optional(z.union([z.string().check(z.maxLength(200)), z.number()])),
});
export type SaveSettingRequest = z.output<typeof saveSettingRequestSchema>;

export const userSettingSchema = z.object({ setting_id: z.number(), setting_value: z.number() });
export type UserSetting = z.output<typeof userSettingSchema>;

/** `GET settings` and `POST savesetting` answers (`{ success: true, data }`). */
export const userSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ settings: z.array(userSettingSchema) }),
});
export const saveSettingResponseSchema = z.object({ success: z.literal(true), data: userSettingSchema });

export function isUserSettingId(id: number): id is UserSettingId {
  return Object.hasOwn(userSettingValueSchemas, id);
}

/**
 * The checked value of a setting, or the `data.validation_errors` of a 400: an unknown id is
 * `setting_id: ['unknown_setting']`, a value out of range `setting_value: ['invalid_setting_value']`.
 */
export function checkUserSetting(
  id: number,
  value: unknown,
): { ok: true; id: UserSettingId; value: number } | { ok: false; errors: Record<string, string[]> } {
  if (!isUserSettingId(id)) return { ok: false, errors: { setting_id: ['unknown_setting'] } };
  if (value === undefined) return { ok: false, errors: { setting_value: ['required'] } };
  const parsed = userSettingValueSchemas[id].safeParse(typeof value === 'string' ? value.trim() || undefined : value);
  if (!parsed.success) return { ok: false, errors: { setting_value: ['invalid_setting_value'] } };
  return { ok: true, id, value: parsed.data };
}
