/**
 * The player's editable account fields and PIN code (SPEC §7 "GET account data", "POST save account fields",
 * "GET new pin code"; docs/office.md):
 *   GET  /web-api/office/account-data   → { success, data: { name, surname, birthDate, address, city, postcode,
 *                                           countryId, regionId, region } }
 *   POST /web-api/office/account-fields { name?, surname?, birth_date?, address?, city?, postcode?, region_id?,
 *                                        region? }
 *        → the same data; `region_id` must be one of the player's country's regions (400 `unknown_region`);
 *        `region` (typed, the one place-name rule also the city keeps) only where the country has no list (400
 *        `region_from_list`: a listed country's regions are all on it, so a typed one could only be a misspelling)
 *   GET  /web-api/office/new-pin-code   → { success, data: { pin } } (a new six-digit PIN; only its hash is kept)
 * Names, surname and birth date live on `users` (registration fills them); the rest in `player_profiles`, the
 * typed region in `player_typed_regions`.
 */
import { randomInt } from 'node:crypto';
import { type AccountFieldsData, officePaths, saveAccountFieldsRequest } from '@betframe/sdk/office';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { authServiceOf, hashPassword } from '../auth';
import { dateOf } from '../clock';
import { type Executor, withTransaction } from '../db';
import '../accounts/tables';
import { hasRegionList, isRegionOf } from './regions';
import './tables';

/** A `date` column as `YYYY-MM-DD`: the driver hands a Date at local midnight (as accounts' /me reads it). */
function dateText(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

async function readFields(ex: Executor, userId: number): Promise<AccountFieldsData> {
  const row = await ex
    .selectFrom('users')
    .leftJoin('player_profiles', 'player_profiles.user_id', 'users.id')
    .leftJoin('player_typed_regions', 'player_typed_regions.user_id', 'users.id')
    .select([
      'users.name',
      'users.surname',
      'users.birth_date',
      'users.country_id',
      'player_profiles.region_id',
      'player_profiles.address',
      'player_profiles.city',
      'player_profiles.postcode',
      'player_typed_regions.region',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    name: row.name,
    surname: row.surname,
    birthDate: dateText(row.birth_date as Date | string | null),
    address: row.address ?? null,
    city: row.city ?? null,
    postcode: row.postcode ?? null,
    countryId: Number(row.country_id),
    regionId: row.region_id ?? null,
    region: row.region ?? null,
  };
}

export const profileRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  const auth = () => authServiceOf(deps);

  app.get(officePaths.accountData, async (c) => {
    const user = await requireUser(c, deps);
    return c.json({ success: true, data: await readFields(db, user.id) });
  });

  app.post(officePaths.saveAccountFields, async (c) => {
    const user = await requireUser(c, deps);
    const config = await auth().config(c);
    const req = await readBody(
      c,
      saveAccountFieldsRequest(config.global.minAge, () => dateOf(deps.clock)),
    );
    const at = dateOf(deps.clock);
    await withTransaction(db, async (trx) => {
      if (req.region_id != null || req.region) {
        const { country_id } = await trx
          .selectFrom('users')
          .select('country_id')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        if (req.region_id != null && !isRegionOf(req.region_id, Number(country_id))) {
          throw ApiError.validation({ region_id: ['unknown_region'] });
        }
        if (req.region && hasRegionList(Number(country_id))) {
          throw ApiError.validation({ region: ['region_from_list'] });
        }
      }
      const personal = {
        ...(req.name !== undefined ? { name: req.name } : {}),
        ...(req.surname !== undefined ? { surname: req.surname } : {}),
        ...(req.birth_date !== undefined ? { birth_date: req.birth_date } : {}),
      };
      if (Object.keys(personal).length > 0) {
        await trx.updateTable('users').set(personal).where('id', '=', user.id).execute();
      }
      const place = {
        ...(req.address !== undefined ? { address: req.address || null } : {}),
        ...(req.city !== undefined ? { city: req.city || null } : {}),
        ...(req.postcode !== undefined ? { postcode: req.postcode.toUpperCase() || null } : {}),
        ...(req.region_id !== undefined ? { region_id: req.region_id } : {}),
      };
      await trx
        .insertInto('player_profiles')
        .values({ user_id: user.id, ...place, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...place, updated_at: at }))
        .execute();
      if (req.region === '') {
        await trx.deleteFrom('player_typed_regions').where('user_id', '=', user.id).execute();
      } else if (req.region !== undefined) {
        const typed = { region: req.region, updated_at: at };
        await trx
          .insertInto('player_typed_regions')
          .values({ user_id: user.id, ...typed })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(typed))
          .execute();
      }
    });
    return c.json({ success: true, data: await readFields(db, user.id) });
  });

  app.get(officePaths.newPinCode, async (c) => {
    const user = await requireUser(c, deps);
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const pinHash = await hashPassword(pin, auth().passwordCost);
    const at = dateOf(deps.clock);
    await db
      .insertInto('player_profiles')
      .values({ user_id: user.id, pin_hash: pinHash, pin_issued_at: at, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ pin_hash: pinHash, pin_issued_at: at, updated_at: at }))
      .execute();
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: { pin } });
  });
};
