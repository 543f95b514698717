/**
 * The player's settings on the server (SPEC §7 `GET settings`, `POST savesetting (setting_id, setting_value)`),
 * under the web-api base: `GET /web-api/user/settings` → `{ success, data: { settings: [{ setting_id,
 * setting_value }] } }` (only the settings the player saved), `POST /web-api/user/savesetting` → `{ success,
 * data: { setting_id, setting_value } }`. Signed-in players only; ids and values are checked with the shared
 * rules of @betframe/sdk/user-settings (400 `validation_failed` with `data.validation_errors` otherwise).
 */
import {
  checkUserSetting,
  isUserSettingId,
  saveSettingRequestSchema,
  type UserSetting,
  userSettingsPaths,
  userSettingValueSchemas,
} from '@betframe/sdk/user-settings';
import type { Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppDeps, AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import { requireUser } from '../auth';
import { dateOf } from '../clock';
import type { Executor } from '../db';
import './tables';

/** The settings a player saved (unknown or no longer valid rows are skipped). */
export async function readUserSettings(ex: Executor, userId: number): Promise<UserSetting[]> {
  const rows = await ex
    .selectFrom('user_settings')
    .select(['setting_id', 'value'])
    .where('user_id', '=', userId)
    .orderBy('setting_id')
    .execute();
  const settings: UserSetting[] = [];
  for (const row of rows) {
    if (!isUserSettingId(row.setting_id)) continue;
    const parsed = userSettingValueSchemas[row.setting_id].safeParse(row.value);
    if (parsed.success) settings.push({ setting_id: row.setting_id, setting_value: parsed.data });
  }
  return settings;
}

export async function saveUserSetting(
  ex: Executor,
  userId: number,
  setting: { id: number; value: number; at: Date },
): Promise<void> {
  const { id, value, at } = setting;
  await ex
    .insertInto('user_settings')
    .values({ user_id: userId, setting_id: id, value: String(value), updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'setting_id']).doUpdateSet({ value: String(value), updated_at: at }))
    .execute();
}

export function userSettingsRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(userSettingsPaths.settings, async (c) => {
    const user = await requireUser(c, deps);
    return c.json({ success: true, data: { settings: await readUserSettings(deps.database.db, user.id) } });
  });
  app.post(userSettingsPaths.save, async (c) => {
    const user = await requireUser(c, deps);
    const req = await readBody(c, saveSettingRequestSchema);
    const checked = checkUserSetting(req.setting_id, req.setting_value);
    if (!checked.ok) throw ApiError.validation(checked.errors);
    await saveUserSetting(deps.database.db, user.id, { id: checked.id, value: checked.value, at: dateOf(deps.clock) });
    return c.json({ success: true, data: { setting_id: checked.id, setting_value: checked.value } });
  });
}
