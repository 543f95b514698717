/**
 * A document whose office configuration requires `region` and `city` (docs/office.md "Regions and cities"): the
 * account edit's one place-name rule holds for both; a player of a country without a list types any region, one
 * of a country with a list gives one of its region names (in any of the list's languages), else 400
 * `region_from_list`.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../accounts';
import { type AccountsTestServer, openAccountsServer, type PlayerClient } from '../accounts/testing/accounts-server';
import { verificationRoutes } from '.';

let server: AccountsTestServer;
let german: PlayerClient;
let kazakh: PlayerClient;

async function playerOf(login: string, password: string, country: string) {
  const player = server.player();
  await player.login(login, password);
  await server.database.db
    .updateTable('users')
    .set({ country_id: countryIdFromCode(country) })
    .where('login', '=', login)
    .execute();
  return player;
}

async function upload(player: PlayerClient, fields: Record<string, string>) {
  const form = new FormData();
  form.set('type', 'proof_of_address');
  form.set('file', new Blob([new TextEncoder().encode('%PDF-1.7\n%a bill\n')], { type: 'application/pdf' }), 'b.pdf');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await player.raw('/web-api/verification/documents/upload', { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}
const errorsOf = (body: { data: Record<string, unknown> }) => body.data.validation_errors;

beforeAll(async () => {
  server = await openAccountsServer({
    modules: [accountsRoutes, verificationRoutes],
    config: { office: { requiredFieldsByDocument: { proof_of_address: ['region', 'city'] } } },
  });
  german = await playerOf('demo', 'Demo-Pass-1', 'DE');
  kazakh = await playerOf('demo2', 'Demo-Pass-2', 'KZ');
}, 60_000);
afterAll(() => server.close());

describe('required region and city of a document', () => {
  it('a country without a list: any place name, the one rule', async () => {
    const ok = await upload(german, { region: 'Bayern', city: 'München' });
    expect(ok.status).toBe(200);
    expect((ok.body.data.document as { fields: object }).fields).toEqual({ region: 'Bayern', city: 'München' });
    const bad = await upload(german, { region: 'Bayern 1', city: '' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual({ region: ['field_invalid'], city: ['required'] });
  });

  it("a country with a list: one of its regions' names, in any of the list's languages", async () => {
    for (const region of ['Karaganda Region', 'Карагандинская область', 'Қарағанды облысы']) {
      expect((await upload(kazakh, { region, city: 'Temirtau' })).status).toBe(200);
    }
    const typed = await upload(kazakh, { region: 'Karaganda', city: 'Temirtau' });
    expect(typed.status).toBe(400);
    expect(errorsOf(typed.body)).toEqual({ region: ['region_from_list'] });
  });
});
