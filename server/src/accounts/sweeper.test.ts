import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from './sweeper';
import { type AccountsTestServer, openAccountsServer } from './testing/accounts-server';

describe('sweeping expired rows', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer();
  }, 60_000);
  afterAll(() => server.close());

  it('deletes codes and challenges a day past expiry and keeps live ones and live sessions', async () => {
    const player = server.player();
    await player.post('/web-api/registration/phone/send-code', { phone: '+7 902 000 00 01' });
    await player.get('/web-api/captcha/challenge');
    await player.login('demo', 'Demo-Pass-1');
    const db = server.database.db;
    const count = async (table: 'one_time_codes' | 'captcha_challenges' | 'sessions') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await sweepExpired(db, Date.now())).toBe(0);
    const inTwoDays = Date.now() + 2 * 24 * 3600_000;
    expect(await sweepExpired(db, inTwoDays)).toBeGreaterThanOrEqual(2);
    expect(await count('one_time_codes')).toBe(0);
    expect(await count('captcha_challenges')).toBe(0);
    expect(await count('sessions')).toBeGreaterThanOrEqual(1);
  });
});
