import { supportPaths } from '@betframe/sdk/office';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing';
import { supportEventsOf, supportRoutes } from '.';

let server: TestServer;

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered and assert on it.
type ApiBody = { success: boolean; data: any; errors?: Array<{ code: string }> };

beforeAll(async () => {
  server = await openTestServer({
    modules: [supportRoutes],
    auth: {
      resolve: async (c) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
  });
}, 120_000);
afterAll(() => server.close());

async function newPlayer(login: string) {
  const row = await sql<{ id: number }>`
    insert into users (login, password_hash, country_id, currency_id, registration_type)
    values (${login}, 'x', 1, 1, 'fast_reg') returning id`.execute(server.database.db);
  const id = Number(row.rows[0]?.id);
  const headers = { 'x-test-user': String(id) };
  const read = async (res: Response) => ({ status: res.status, body: (await res.json()) as ApiBody });
  return {
    id,
    get: async (path: string) => read(await server.fetch(path, { headers })),
    post: async (path: string, body: unknown = {}) =>
      read(
        await server.fetch(path, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    upload: async (path: string, file: { bytes: Uint8Array; mime: string; name?: string } | null, text = '') => {
      const form = new FormData();
      if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name ?? 'scan');
      if (text) form.set('text', text);
      return read(await server.fetch(path, { method: 'POST', headers, body: form }));
    },
  };
}

async function paymentOf(userId: number, direction: 'deposit' | 'withdrawal', amountMinor: number) {
  const db = server.database.db;
  const account = await sql<{ id: number }>`
    insert into ledger_accounts (kind, user_id, currency_id) values ('player', ${userId}, 1)
    on conflict do nothing returning id`.execute(db);
  const accountId =
    Number(account.rows[0]?.id) ||
    Number(
      (await sql<{ id: number }>`select id from ledger_accounts where user_id = ${userId} limit 1`.execute(db)).rows[0]
        ?.id,
    );
  const row = await sql<{ id: number }>`
    insert into payment_requests (user_id, account_id, currency_id, direction, amount_minor, provider, created_at)
    values (${userId}, ${accountId}, 1, ${direction}, ${amountMinor}, 'sandbox', now()) returning id`.execute(db);
  return Number(row.rows[0]?.id);
}

const desk = (path: string, body: unknown) =>
  server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const pdf = () => new TextEncoder().encode('%PDF-1.7\n%fake but well-formed head\n');

const expectInvalid = (res: { status: number; body: ApiBody }) => {
  expect(res.status).toBe(400);
  expect(Object.keys(res.body.data?.validation_errors ?? {}).length).toBeGreaterThan(0);
};

describe('callback and ideas', () => {
  it('a callback request and an idea are kept and shown on the consultant desk', async () => {
    const me = await newPlayer('support-callback');
    const callback = await me.post(supportPaths.callback, {
      phone: '+7 701 555 12 34',
      reason: 'withdrawal',
      preferredTime: 'evening',
      consultant: true,
      comment: 'After six',
    });
    expect(callback.status).toBe(200);
    expect(callback.body.data).toMatchObject({ state: 'requested' });
    const idea = await me.post(supportPaths.idea, { area: 'casino', text: 'More crash games' });
    expect(idea.body.data).toMatchObject({ state: 'received' });
    const page = await (await server.fetch(supportPaths.desk)).text();
    expect(page).toContain('+7 701 555 12 34');
    expect(page).toContain('More crash games');
  });

  it('malformed bodies are 400 with validation_errors; a guest is 401', async () => {
    const me = await newPlayer('support-bad-callback');
    for (const body of [
      {},
      { phone: 'call me', preferredTime: 'asap' },
      { phone: '+77015551234', preferredTime: 'midnight' },
      { phone: '+77015551234', preferredTime: 'asap', reason: 'boredom' },
      { phone: '+77015551234', preferredTime: 'asap', extra: 1 },
    ])
      expectInvalid(await me.post(supportPaths.callback, body));
    for (const body of [{}, { area: 'casino', text: '' }, { area: 'moon', text: 'x' }])
      expectInvalid(await me.post(supportPaths.idea, body));
    const guest = await server.fetch(supportPaths.idea, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area: 'site', text: 'x' }),
    });
    expect(guest.status).toBe(401);
  });
});

describe('tickets with attachments', () => {
  it('a ticket takes files by the upload rules; only its player reads it and its files', async () => {
    const me = await newPlayer('support-ticket');
    const them = await newPlayer('support-ticket-other');
    const created = await me.post(supportPaths.tickets, { subject: 'Bet not settled', text: 'Bet 12 is still open' });
    expect(created.status).toBe(200);
    const ticket = created.body.data.thread;
    expect(ticket).toMatchObject({ kind: 'ticket', state: 'open', subject: 'Bet not settled' });

    const uploaded = await me.upload(
      supportPaths.threadUpload(ticket.id),
      { bytes: png(), mime: 'image/png', name: 'shot.png' },
      'Screenshot',
    );
    expect(uploaded.status).toBe(200);
    const attachment = uploaded.body.data.message.attachments[0];
    expect(attachment).toMatchObject({ fileName: 'shot.png', fileType: 'image/png', size: png().byteLength });
    expect(
      (await me.upload(supportPaths.threadUpload(ticket.id), { bytes: pdf(), mime: 'application/pdf' })).status,
    ).toBe(200);

    // The upload rules of verification: magic bytes, type, size, a file at all.
    for (const [file, code] of [
      [{ bytes: png(), mime: 'application/pdf' }, 'file_content_mismatch'],
      [{ bytes: new TextEncoder().encode('GIF89a....'), mime: 'image/gif' }, 'file_type_not_allowed'],
      [{ bytes: new Uint8Array(0), mime: 'image/png' }, 'file_empty'],
      [null, 'file_missing'],
    ] as const) {
      const res = await me.upload(supportPaths.threadUpload(ticket.id), file);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.code).toBe(code);
    }

    const view = await me.get(supportPaths.thread(ticket.id));
    expect(view.body.data.messages.map((m: { text: string }) => m.text)).toEqual([
      'Bet 12 is still open',
      'Screenshot',
      '',
    ]);
    const file = await server.fetch(supportPaths.attachment(attachment.id), {
      headers: { 'x-test-user': String(me.id) },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png());

    // Another player's ticket and files are not found, and nothing changes.
    expect((await them.get(supportPaths.thread(ticket.id))).status).toBe(404);
    expect((await them.post(supportPaths.threadMessages(ticket.id), { text: 'hi' })).status).toBe(404);
    expect((await them.upload(supportPaths.threadUpload(ticket.id), { bytes: png(), mime: 'image/png' })).status).toBe(
      404,
    );
    expect((await them.post(supportPaths.threadClose(ticket.id))).status).toBe(404);
    const theirs = await server.fetch(supportPaths.attachment(attachment.id), {
      headers: { 'x-test-user': String(them.id) },
    });
    expect(theirs.status).toBe(404);
    expect((await me.get(supportPaths.thread(ticket.id))).body.data.messages).toHaveLength(3);
    expect((await them.get(`${supportPaths.threads}?kind=ticket`)).body.data.items).toEqual([]);
    expect((await me.get(`${supportPaths.threads}?kind=ticket`)).body.data.items).toHaveLength(1);
  });

  it('malformed ticket bodies are 400 with validation_errors', async () => {
    const me = await newPlayer('support-ticket-bad');
    for (const body of [
      {},
      { subject: '', text: 'x' },
      { subject: 's', text: 'x'.repeat(4001) },
      { subject: 's', text: 't', x: 1 },
    ])
      expectInvalid(await me.post(supportPaths.tickets, body));
    const { body } = await me.post(supportPaths.tickets, { subject: 's', text: 't' });
    expectInvalid(await me.post(supportPaths.threadMessages(body.data.thread.id), { text: ' ' }));
    expectInvalid(await me.get(`${supportPaths.threads}?kind=letters`));
    expect((await me.get('/web-api/support/threads/abc')).status).toBe(400);
  });
});

describe('the chat with a consultant', () => {
  it('the player writes, the desk answers, and the push stream names the thread', async () => {
    const me = await newPlayer('support-chat');
    const them = await newPlayer('support-chat-other');
    const started = await me.post(supportPaths.chat);
    const chat = started.body.data.thread;
    expect(chat).toMatchObject({ kind: 'chat', state: 'open' });
    expect((await me.post(supportPaths.chat)).body.data.thread.id).toBe(chat.id);
    await me.post(supportPaths.threadMessages(chat.id), { text: 'Hello, is anyone there?' });

    const waiting = await (await server.fetch(supportPaths.desk)).text();
    expect(waiting).toContain(`data-thread="${chat.id}" data-state="open"`);
    expect(await (await server.fetch(supportPaths.deskThread(chat.id))).text()).toContain('Hello, is anyone there?');

    const heard: number[] = [];
    const stop = supportEventsOf(server.deps).on(me.id, (thread) => heard.push(thread));
    const answer = await desk(supportPaths.deskAnswer(chat.id), { text: 'Yes, how can I help?' });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([chat.id]);
    stop();
    const view = await me.get(supportPaths.thread(chat.id));
    expect(view.body.data.thread.state).toBe('answered');
    expect(view.body.data.messages.map((m: { author: string }) => m.author)).toEqual(['player', 'consultant']);

    expect((await them.get(supportPaths.thread(chat.id))).status).toBe(404);
    expect((await them.post(supportPaths.threadMessages(chat.id), { text: 'sneaky' })).status).toBe(404);
    expectInvalid(await me.post(supportPaths.chat, { topic: 'x' }));
    expect((await desk(supportPaths.deskAnswer(chat.id), {})).status).toBe(400);
    expect((await desk(supportPaths.deskAnswer(99_999_999), { text: 'x' })).status).toBe(404);

    // Closed, the chat takes no more messages; the next chat is a new one.
    expect((await me.post(supportPaths.threadClose(chat.id))).body.data.thread.state).toBe('closed');
    expect((await me.post(supportPaths.threadMessages(chat.id), { text: 'again' })).status).toBe(400);
    expect((await me.post(supportPaths.chat)).body.data.thread.id).not.toBe(chat.id);
  });
});

describe('the payment consultant', () => {
  it('lists the player’s payments, creates a request by topic for one, fills it out; another player’s is 404', async () => {
    const me = await newPlayer('support-pay');
    const them = await newPlayer('support-pay-other');
    const deposit = await paymentOf(me.id, 'deposit', 12_345);
    const theirPayment = await paymentOf(them.id, 'withdrawal', 500);

    const transactions = await me.get(supportPaths.paymentTransactions);
    expect(transactions.body.data.items).toMatchObject([{ id: deposit, direction: 'deposit', amount: 123.45 }]);

    const created = await me.post(supportPaths.paymentRequests, { topic: 'deposit_not_credited', paymentId: deposit });
    expect(created.status).toBe(200);
    const request = created.body.data.thread;
    expect(request).toMatchObject({
      kind: 'payment',
      state: 'draft',
      topic: 'deposit_not_credited',
      payment: { id: deposit },
    });
    // Not filled out yet: no messages.
    expect((await me.post(supportPaths.threadMessages(request.id), { text: 'hi' })).status).toBe(400);

    const filled = await me.post(supportPaths.paymentFill(request.id), {
      amount: 123.45,
      paidOn: '2026-11-20',
      reference: 'TX-991',
      text: 'The bank took the money',
    });
    expect(filled.status).toBe(200);
    expect(filled.body.data.thread).toMatchObject({
      state: 'open',
      details: { amount: 123.45, paidOn: '2026-11-20', reference: 'TX-991' },
    });
    expect(
      (
        await me.post(supportPaths.paymentFill(request.id), {
          amount: 1,
          paidOn: '2026-11-20',
          reference: '',
          text: 'x',
        })
      ).status,
    ).toBe(400);
    expect((await me.get(supportPaths.paymentRequests)).body.data.items).toMatchObject([
      { id: request.id, state: 'open' },
    ]);
    expect(await (await server.fetch(supportPaths.deskThread(request.id))).text()).toContain('TX-991');

    // Another player's payment and request are not found.
    expect((await me.post(supportPaths.paymentRequests, { topic: 'other', paymentId: theirPayment })).status).toBe(404);
    expect(
      (
        await them.post(supportPaths.paymentFill(request.id), {
          amount: 1,
          paidOn: '2026-11-20',
          reference: '',
          text: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await them.get(supportPaths.paymentRequests)).body.data.items).toEqual([]);

    for (const body of [{}, { topic: 'lost', paymentId: deposit }, { topic: 'other', paymentId: 'x' }])
      expectInvalid(await me.post(supportPaths.paymentRequests, body));
    const draft = (await me.post(supportPaths.paymentRequests, { topic: 'other', paymentId: deposit })).body.data
      .thread;
    for (const body of [
      {},
      { amount: -1, paidOn: '2026-11-20', reference: '', text: 'x' },
      { amount: 1, paidOn: '20.11.2026', reference: '', text: 'x' },
      { amount: 1, paidOn: '2026-11-20', reference: '', text: '' },
    ])
      expectInvalid(await me.post(supportPaths.paymentFill(draft.id), body));
  });
});

describe('the consultant desk', () => {
  it('asks another machine to sign in, and refuses a cross-origin answer', async () => {
    const me = await newPlayer('support-desk-guard');
    const chat = (await me.post(supportPaths.chat)).body.data.thread;
    // In-process requests have no socket address: they stand for another machine here.
    for (const request of [
      new Request(`http://sportsbook.example${supportPaths.desk}`),
      new Request(`http://sportsbook.example${supportPaths.deskThread(chat.id)}`),
      new Request(`http://sportsbook.example${supportPaths.deskAnswer(chat.id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x' }),
      }),
    ])
      expect((await server.app.fetch(request)).status).toBe(401);
    const crossOrigin = await server.fetch(supportPaths.deskAnswer(chat.id), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ text: 'x' }),
    });
    expect(crossOrigin.status).toBe(403);
    expect((await me.get(supportPaths.thread(chat.id))).body.data.messages).toEqual([]);
  });
});
