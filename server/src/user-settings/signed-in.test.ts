/**
 * The settings calls with the real accounts area: a demo player signed in by password (session cookie) and the
 * same player's user token as a widget in a third-party frame sends it (x-auth bearer).
 */
import { userSettingIds, userSettingsPaths } from '@betframe/sdk/user-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../accounts/routes';
import { type AccountsTestServer, openAccountsServer } from '../accounts/testing/accounts-server';
import { userSettingsRoutes } from './routes';

let server: AccountsTestServer;
beforeAll(async () => {
  server = await openAccountsServer({ modules: [accountsRoutes, userSettingsRoutes] });
});
afterAll(() => server.close());

describe('user settings of a signed-in player', () => {
  it('a setting saved over the session cookie is read back with the user token, and not by another player', async () => {
    const site = server.player();
    expect((await site.login('demo', 'Demo-Pass-1')).status).toBe(200);
    const saved = await site.post(userSettingsPaths.save, {
      setting_id: userSettingIds.betChangePolicy,
      setting_value: 2,
    });
    expect(saved.status).toBe(200);
    const token = (await site.get('/web-api/user/gettoken')).body.data.token as string;
    const widget = server.player();
    const read = await widget.get(userSettingsPaths.settings, { 'x-auth': `Bearer ${token}` });
    expect(read.body).toEqual({ success: true, data: { settings: [{ setting_id: 1, setting_value: 2 }] } });

    const other = server.player();
    expect((await other.login('demo2', 'Demo-Pass-2')).status).toBe(200);
    expect((await other.get(userSettingsPaths.settings)).body.data.settings).toEqual([]);
  });
});
