import { maxDocumentBytes } from '@betframe/sdk/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResolver } from '../app/types';
import { paymentRoutesWith } from '../payments';
import { openTestServer, type TestServer } from '../testing';
import { openPlayerAccount, postTransfer, systemAccounts } from '../wallet';
import { walletRoutes } from '../wallet/routes';
import { verificationRoutes, verifiedWithdrawalGate } from '.';
import { parseWithdrawalThreshold } from './withdrawal-gate';

const headerAuth: AuthResolver = {
  resolve: async (c) => {
    const id = Number(c.req.header('x-test-user'));
    return Number.isSafeInteger(id) && id > 0 ? { id } : null;
  },
};

let server: TestServer;
let nextUser = 500;

beforeAll(async () => {
  server = await openTestServer({
    auth: headerAuth,
    modules: [walletRoutes, paymentRoutesWith({ withdrawalGate: verifiedWithdrawalGate }), verificationRoutes],
    kycWithdrawalThreshold: 'RUB:100,*:50',
  });
}, 120_000);
afterAll(async () => {
  await server.close();
}, 60_000);

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered and assert on it.
type ApiBody = { success: boolean; data: any; errors?: Array<{ code: string }> };

const jpeg = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const pdf = () => new TextEncoder().encode('%PDF-1.7\n%fake but well-formed head\n');
const passportFields = { documentNumber: 'AB 123456', issuingCountry: 'KZ', expiryDate: '2031-05-01' };

function as(userId: number) {
  const headers = { 'x-test-user': String(userId) };
  const read = async (res: Response) => ({ status: res.status, body: (await res.json()) as ApiBody });
  return {
    get: async (path: string) => read(await server.fetch(path, { headers })),
    post: async (path: string, body: unknown = {}) =>
      read(
        await server.fetch(path, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    upload: async (
      type: string,
      file: { bytes: Uint8Array; mime: string; name?: string } | null,
      fields: Record<string, string> = passportFields,
    ) => {
      const form = new FormData();
      form.set('type', type);
      if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name ?? 'scan');
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return read(
        await server.fetch('/web-api/verification/documents/upload', { method: 'POST', headers, body: form }),
      );
    },
  };
}

const newPlayer = () => {
  const userId = nextUser++;
  return { userId, player: as(userId) };
};

const storedCount = async () => {
  const [documents, files] = await Promise.all([
    server.database.db
      .selectFrom('verification_documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    server.database.db
      .selectFrom('verification_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(documents.n) + Number(files.n);
};

/** The desk's forms, as a browser on this machine posts them. */
const desk = (path: string, fields: Record<string, string>) =>
  server.fetch(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('document upload rules', () => {
  it('refuses each malformed upload with 400 and a reason, storing nothing', async () => {
    const { player } = newPlayer();
    const before = await storedCount();
    const cases: Array<[string, Parameters<typeof player.upload>[1], string]> = [
      ['wrong type', { bytes: new TextEncoder().encode('hello'), mime: 'text/plain' }, 'file_type_not_allowed'],
      [
        'wrong magic bytes',
        { bytes: new TextEncoder().encode('GIF89a not a jpeg'), mime: 'image/jpeg' },
        'file_content_mismatch',
      ],
      ['PNG claiming to be PDF', { bytes: png(), mime: 'application/pdf' }, 'file_content_mismatch'],
      ['oversize', { bytes: jpeg(maxDocumentBytes + 1), mime: 'image/jpeg' }, 'file_too_large'],
      ['empty', { bytes: new Uint8Array(0), mime: 'image/jpeg' }, 'file_empty'],
      ['no file', null, 'file_missing'],
    ];
    for (const [name, file, code] of cases) {
      const res = await player.upload('passport', file);
      expect({ name, status: res.status, code: res.body.errors?.[0]?.code }).toEqual({ name, status: 400, code });
    }
    const noType = await player.upload('selfie', { bytes: jpeg(), mime: 'image/jpeg' });
    expect(noType.status).toBe(400);
    const missingField = await player.upload(
      'passport',
      { bytes: jpeg(), mime: 'image/jpeg' },
      { documentNumber: 'AB 1' },
    );
    expect(missingField.status).toBe(400);
    expect(Object.keys(missingField.body.data.validation_errors).sort()).toEqual(['expiryDate', 'issuingCountry']);
    expect(await storedCount()).toBe(before);
    expect((await player.get('/web-api/verification/documents')).body.data.documents).toEqual([]);
  });

  it('takes JPEG, PNG and PDF files up to 10 MB with the fields the office configuration requires', async () => {
    const { player } = newPlayer();
    const config = await player.get('/web-api/account/identification-config');
    expect(config.body.data.documentTypes).toContainEqual({
      type: 'payment_method',
      requiredFields: ['cardLastDigits'],
    });
    const passport = await player.upload('passport', {
      bytes: jpeg(maxDocumentBytes),
      mime: 'image/jpeg',
      name: '../../etc/passport.jpg',
    });
    expect(passport.status).toBe(200);
    expect(passport.body.data.document).toMatchObject({
      type: 'passport',
      state: 'uploaded',
      fileName: 'passport.jpg',
      fileType: 'image/jpeg',
      size: maxDocumentBytes,
      fields: passportFields,
    });
    expect(
      (await player.upload('payment_method', { bytes: png(), mime: 'image/png' }, { cardLastDigits: '4242' })).status,
    ).toBe(200);
    const bill = await player.upload(
      'proof_of_address',
      { bytes: pdf(), mime: 'application/pdf' },
      { address: '1 Abay Avenue, Almaty', issueDate: '2026-10-01' },
    );
    expect(bill.status).toBe(200);
    const file = await server.fetch(`/web-api/verification/documents/${bill.body.data.document.id}/file`, {
      headers: { 'x-test-user': String(0) },
    });
    expect(file.status).toBe(401);
    const list = await player.get('/web-api/verification/documents');
    expect(list.body.data.state).toBe('unverified');
    expect(list.body.data.documents.map((d: { type: string }) => d.type)).toEqual([
      'proof_of_address',
      'payment_method',
      'passport',
    ]);
  });

  it("answers 404 for another player's document and its file", async () => {
    const a = newPlayer();
    const b = newPlayer();
    const uploaded = await a.player.upload('passport', { bytes: jpeg(), mime: 'image/jpeg' });
    const id = uploaded.body.data.document.id;
    expect((await a.player.get(`/web-api/verification/documents/${id}`)).status).toBe(200);
    const own = await server.fetch(`/web-api/verification/documents/${id}/file`, {
      headers: { 'x-test-user': String(a.userId) },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(jpeg());
    expect((await b.player.get(`/web-api/verification/documents/${id}`)).status).toBe(404);
    const other = await server.fetch(`/web-api/verification/documents/${id}/file`, {
      headers: { 'x-test-user': String(b.userId) },
    });
    expect(other.status).toBe(404);
  });
});

describe('the sandbox desk decides', () => {
  it('approves a document under review: the player becomes verified', async () => {
    const { player } = newPlayer();
    const { body } = await player.upload('passport', { bytes: jpeg(), mime: 'image/jpeg' });
    const id = body.data.document.id;
    expect((await desk(`/sandbox/operator/kyc/documents/${id}/decide`, { outcome: 'approved' })).status).toBe(409);
    const sent = await player.post('/web-api/verification/verify');
    expect(sent.body.data).toEqual({ sent: 1, state: 'pending' });
    expect((await player.post('/web-api/verification/verify')).body.errors?.[0]?.code).toBe('nothing_to_verify');
    const page = await (await server.fetch('/sandbox/operator/kyc')).text();
    expect(page).toContain(`data-document="${id}"`);
    expect((await desk(`/sandbox/operator/kyc/documents/${id}/decide`, { outcome: 'approved' })).status).toBe(303);
    const after = await player.get('/web-api/verification/documents');
    expect(after.body.data.state).toBe('verified');
    expect(after.body.data.documents[0]).toMatchObject({ id, state: 'approved', reason: null });
    expect(await (await server.fetch('/sandbox/operator/kyc')).text()).not.toContain(`data-document="${id}"`);
  });

  it('rejects only with a reason, which the player reads', async () => {
    const { player } = newPlayer();
    const { body } = await player.upload('id_card', { bytes: png(), mime: 'image/png' });
    const id = body.data.document.id;
    await player.post('/web-api/verification/verify');
    expect((await desk(`/sandbox/operator/kyc/documents/${id}/decide`, { outcome: 'rejected' })).status).toBe(400);
    const reason = 'The photo is blurred';
    expect((await desk(`/sandbox/operator/kyc/documents/${id}/decide`, { outcome: 'rejected', reason })).status).toBe(
      303,
    );
    const after = await player.get('/web-api/verification/documents');
    expect(after.body.data.state).toBe('rejected');
    expect(after.body.data.documents[0]).toMatchObject({ state: 'rejected', reason });
  });

  it("runs smart-ID, mobile-ID and face sessions from start through pending to the provider's answer", async () => {
    const { player } = newPlayer();
    expect((await player.post('/web-api/verification/smart-id', { personalCode: 'abc' })).status).toBe(400);
    const smart = await player.post('/web-api/verification/smart-id', { personalCode: '38001085718' });
    expect(smart.body.data.session).toMatchObject({
      method: 'smart_id',
      status: 'pending',
      verificationCode: expect.stringMatching(/^\d{4}$/),
    });
    const sessionPath = `/web-api/verification/sessions/${smart.body.data.session.sessionId}`;
    expect((await player.get(sessionPath)).body.data.session.status).toBe('pending');
    expect((await newPlayer().player.get(sessionPath)).status).toBe(404);
    // The provider's page, opened by its signed link, refuses a forged signature.
    const url = new URL(smart.body.data.url);
    expect((await server.fetch(`${url.pathname}?sig=forged`)).status).toBe(403);
    const page = await (await server.fetch(`${url.pathname}${url.search}`)).text();
    expect(page).toContain(smart.body.data.session.verificationCode);
    const confirmed = await server.fetch(url.pathname, {
      method: 'POST',
      body: new URLSearchParams({ sig: url.searchParams.get('sig') ?? '', outcome: 'complete' }),
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    expect((await player.get(sessionPath)).body.data.session.status).toBe('complete');
    expect((await player.get('/web-api/verification/documents')).body.data.state).toBe('verified');

    const other = newPlayer().player;
    const mobile = await other.post('/web-api/verification/mobile-id', {
      personalCode: '38001085718',
      phone_number: '+37200000766',
    });
    expect(mobile.body.data.session.status).toBe('pending');
    const face = await other.post('/web-api/verification/face', {});
    expect(face.body.data.session).toMatchObject({ method: 'face', status: 'pending', flowId: expect.any(String) });
    expect(face.body.data.token).toEqual(expect.any(String));
    expect(await (await server.fetch('/sandbox/operator/kyc')).text()).toContain(mobile.body.data.session.sessionId);
    const failPath = `/sandbox/operator/kyc/sessions/${mobile.body.data.session.sessionId}/decide`;
    expect((await desk(failPath, { outcome: 'failed' })).status).toBe(400);
    expect((await desk(failPath, { outcome: 'failed', reason: 'Name does not match' })).status).toBe(303);
    const failed = await other.get(`/web-api/verification/sessions/${mobile.body.data.session.sessionId}`);
    expect(failed.body.data.session).toMatchObject({ status: 'failed', reason: 'Name does not match' });
    expect((await other.get('/web-api/verification/documents')).body.data.state).toBe('pending');
  });
});

describe('withdrawals above the threshold need a verified account', () => {
  it('refuses 403 verification_required before verification and allows it after', async () => {
    const { userId, player } = newPlayer();
    const accountId = await openPlayerAccount(server.database.db, { userId, currencyId: 1 });
    await postTransfer(server.database.db, {
      from: { system: systemAccounts.paymentsClearing, currencyId: 1 },
      to: accountId,
      amountMinor: 100_000,
      kind: 'deposit',
      at: new Date(server.deps.clock.now()),
    });
    expect((await player.post('/web-api/payments/deduce', { amount: 60 })).status).toBe(200);
    // 60 + 40 = 100 is the threshold itself: allowed; one more kopeck in total is above it.
    expect((await player.post('/web-api/payments/deduce', { amount: 40 })).status).toBe(200);
    const refused = await player.post('/web-api/payments/deduce', { amount: '0.01' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.code).toBe('verification_required');
    expect((await player.post('/web-api/payments/deduce', { amount: 500 })).status).toBe(403);

    const { body } = await player.upload('driving_licence', { bytes: pdf(), mime: 'application/pdf' });
    await player.post('/web-api/verification/verify');
    await desk(`/sandbox/operator/kyc/documents/${body.data.document.id}/decide`, { outcome: 'approved' });
    expect((await player.post('/web-api/payments/deduce', { amount: 500 })).status).toBe(200);
  });

  it('reads the setting: off, one amount, or per currency with a rest', () => {
    expect(parseWithdrawalThreshold('off')).toBeUndefined();
    expect(parseWithdrawalThreshold()).toEqual({ byCurrency: { '*': '500' } });
    expect(parseWithdrawalThreshold('rub:50000, USD:500,*:10')).toEqual({
      byCurrency: { RUB: '50000', USD: '500', '*': '10' },
    });
    expect(() => parseWithdrawalThreshold('RUB=5')).toThrow();
  });
});
