import { userSettingIds, userSettingsPaths } from '@betframe/sdk/user-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app/types';
import { openTestServer, type TestServer } from '../testing';
import { userSettingsRoutes } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer({
    modules: [userSettingsRoutes],
    auth: {
      resolve: async (c: AppContext) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
  });
});
afterAll(() => server.close());

const save = (body: unknown, user?: number) =>
  server.fetch(userSettingsPaths.save, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user ? { 'x-test-user': String(user) } : {}) },
    body: JSON.stringify(body),
  });
const read = async (user: number) => {
  const res = await server.fetch(userSettingsPaths.settings, { headers: { 'x-test-user': String(user) } });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    success: true;
    data: { settings: Array<{ setting_id: number; setting_value: number }> };
  };
};
const policy = userSettingIds.betChangePolicy;

describe('user settings (GET settings, POST savesetting)', () => {
  it('a player without saved settings gets an empty list', async () => {
    expect(await read(101)).toEqual({ success: true, data: { settings: [] } });
  });

  it('the bet-change policy saved by a player is read back, and a later save replaces it', async () => {
    const first = await save({ setting_id: policy, setting_value: 2 }, 102);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, data: { setting_id: policy, setting_value: 2 } });
    expect((await read(102)).data.settings).toEqual([{ setting_id: policy, setting_value: 2 }]);
    // Forms send text; a JSON:API envelope is unwrapped.
    const second = await save({ data: { attributes: { setting_id: String(policy), setting_value: '1' } } }, 102);
    expect(second.status).toBe(200);
    expect((await read(102)).data.settings).toEqual([{ setting_id: policy, setting_value: 1 }]);
  });

  it('settings are per player', async () => {
    await save({ setting_id: policy, setting_value: 0 }, 103);
    await save({ setting_id: policy, setting_value: 2 }, 104);
    expect((await read(103)).data.settings).toEqual([{ setting_id: policy, setting_value: 0 }]);
    expect((await read(104)).data.settings).toEqual([{ setting_id: policy, setting_value: 2 }]);
  });

  it('an unknown setting id is a 400 with validation_errors on setting_id', async () => {
    const res = await save({ setting_id: 999, setting_value: 1 }, 105);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ code: string }>; data: { validation_errors: unknown } };
    expect(body.errors[0]?.code).toBe('validation_failed');
    expect(body.data.validation_errors).toEqual({ setting_id: ['unknown_setting'] });
  });

  it('a value outside 0, 1, 2 for the bet-change policy is a 400 on setting_value, and nothing is stored', async () => {
    for (const value of [3, -1, 1.5, 'two', '']) {
      const res = await save({ setting_id: policy, setting_value: value }, 106);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { data: { validation_errors: unknown } };
      expect(body.data.validation_errors).toEqual({ setting_value: ['invalid_setting_value'] });
    }
    expect((await read(106)).data.settings).toEqual([]);
  });

  it('a missing field is a 400 with required on its path', async () => {
    const res = await save({ setting_id: policy }, 107);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { data: { validation_errors: Record<string, string[]> } };
    expect(body.data.validation_errors.setting_value).toEqual(['required']);
  });

  it('a guest gets 401 on both calls', async () => {
    expect((await server.fetch(userSettingsPaths.settings)).status).toBe(401);
    expect((await save({ setting_id: policy, setting_value: 1 })).status).toBe(401);
  });
});
