import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestServer, encoded, openAccountsServer, type PlayerClient } from './testing/accounts-server';

describe('secure questions', () => {
  let server: AccountsTestServer;
  let player: PlayerClient;
  beforeAll(async () => {
    server = await openAccountsServer();
    player = server.player();
    await player.login('demo2', 'Demo-Pass-2');
  }, 60_000);
  afterAll(() => server.close());

  it('lists the predefined questions and returns the player’s own', async () => {
    const list = await player.get('/web-api/account/secure-questions');
    expect(list.body.data.questions.length).toBeGreaterThanOrEqual(5);
    const mine = await player.post('/web-api/account/secure-question');
    expect(mine.body.data).toEqual({ question: "What is your mother's maiden name?", questionId: 1, custom: false });
  });

  it('replacing an answer needs the password; a custom question can be set', async () => {
    const noPassword = await player.post('/web-api/account/secure-question/answer', { question_id: 2, answer: 'Rex' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.data.validation_errors).toEqual({ password: ['wrong_password'] });
    const set = await player.post('/web-api/account/secure-question/answer', {
      question_id: 2,
      answer: 'Rex',
      password: encoded('Demo-Pass-2'),
    });
    expect(set.status).toBe(200);
    const unknown = await player.post('/web-api/account/secure-question/answer', {
      question_id: 99,
      answer: 'Rex',
      password: encoded('Demo-Pass-2'),
    });
    expect(unknown.status).toBe(400);
    const custom = await player.post('/web-api/account/secure-question/custom', {
      question: 'Favourite stadium?',
      answer: 'Luzhniki',
      password: encoded('Demo-Pass-2'),
    });
    expect(custom.status).toBe(200);
    const mine = await player.post('/web-api/account/secure-question');
    expect(mine.body.data).toEqual({ question: 'Favourite stadium?', questionId: null, custom: true });
  });
});

describe('phone change', () => {
  let server: AccountsTestServer;
  let player: PlayerClient;
  beforeAll(async () => {
    server = await openAccountsServer();
    player = server.player();
    await player.login('demo', 'Demo-Pass-1');
  }, 60_000);
  afterAll(() => server.close());

  it('enforces the order: send code, confirm code, answer the secure question, then update', async () => {
    const newPhone = '+7 (900) 123-45-67';
    const early = await player.post('/web-api/account/phone/update', { phone: newPhone });
    expect(early.status).toBe(409);
    expect(early.body.errors?.[0]?.code).toBe('phone_change_not_started');

    const sent = await player.post('/web-api/account/phone/send-code', { phone: newPhone, country_code: 'RU' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ step: 'code_sent', answerRequired: true });
    const code = await server.lastCode('79001234567');

    const answerTooEarly = await player.get('/web-api/account/phone/check-answer?user_answer=Betframe');
    expect(answerTooEarly.status).toBe(409);
    expect(answerTooEarly.body.errors?.[0]?.code).toBe('phone_change_out_of_order');
    const updateTooEarly = await player.post('/web-api/account/phone/update', { phone: newPhone });
    expect(updateTooEarly.body.errors?.[0]?.code).toBe('phone_change_out_of_order');

    const confirmed = await player.get(`/web-api/account/phone/check-code?confirm_code=${code}`);
    expect(confirmed.body.data).toMatchObject({ step: 'code_confirmed' });
    const updateBeforeAnswer = await player.post('/web-api/account/phone/update', { phone: newPhone });
    expect(updateBeforeAnswer.status).toBe(409);

    const wrongAnswer = await player.get('/web-api/account/phone/check-answer?user_answer=nope');
    expect(wrongAnswer.status).toBe(400);
    const answered = await player.get('/web-api/account/phone/check-answer?user_answer=%20betframe%20');
    expect(answered.body.data).toMatchObject({ step: 'answer_accepted' });

    const otherNumber = await player.post('/web-api/account/phone/update', { phone: '+7 900 999 99 99' });
    expect(otherNumber.status).toBe(400);
    const updated = await player.post('/web-api/account/phone/update', { phone: newPhone, country_code: 'ru' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ step: 'updated' });
    expect((await player.get('/web-api/account/me')).body.data.phone).toBe('79001234567');
    expect((await server.player().login('+79001234567', 'Demo-Pass-1')).status).toBe(200);
  });

  it('refuses a number registered to someone else', async () => {
    const taken = await player.post('/web-api/account/phone/send-code', { phone: '+7 900 000 00 02' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0]?.code).toBe('phone_taken');
  });

  it('adds a first phone without the secure-question step', async () => {
    const fresh = server.player();
    await fresh.post('/web-api/registration/fast', {
      currency_id: 1,
      country_id: 463,
      regRules: true,
      regPolitics: true,
    });
    const sent = await fresh.post('/web-api/account/phone/send-code', { phone: '+7 900 555 00 11' });
    expect(sent.body.data).toMatchObject({ answerRequired: false });
    const code = await server.lastCode('79005550011');
    const confirmed = await fresh.get(`/web-api/account/phone/check-code?confirm_code=${code}`);
    expect(confirmed.body.data).toMatchObject({ step: 'answer_accepted', answerRequired: false });
    expect((await fresh.post('/web-api/account/phone/update', { phone: '+7 900 555 00 11' })).status).toBe(200);
  });
});

describe('e-mail and login change', () => {
  let server: AccountsTestServer;
  let player: PlayerClient;
  beforeAll(async () => {
    server = await openAccountsServer();
    player = server.player();
    await player.login('demo', 'Demo-Pass-1');
  }, 60_000);
  afterAll(() => server.close());

  it('changes the e-mail after the code sent to the new address', async () => {
    const wrongPassword = await player.post('/web-api/account/email/send-code', {
      email: 'new.demo@betframe.test',
      password: encoded('Nope-1234'),
    });
    expect(wrongPassword.status).toBe(400);
    const sent = await player.post('/web-api/account/email/send-code', {
      email: 'New.Demo@betframe.test',
      password: encoded('Demo-Pass-1'),
    });
    expect(sent.status).toBe(200);
    const code = await server.lastCode('new.demo@betframe.test');
    const confirmed = await player.post('/web-api/account/email/confirm', { confirm_code: code });
    expect(confirmed.body.data).toEqual({ email: 'new.demo@betframe.test' });
    expect((await server.player().login('new.demo@betframe.test', 'Demo-Pass-1')).status).toBe(200);
    const taken = await player.post('/web-api/account/email/send-code', {
      email: 'demo2@betframe.test',
      password: encoded('Demo-Pass-1'),
    });
    expect(taken.body.errors?.[0]?.code).toBe('email_taken');
  });

  it('activates the address on file while it is unconfirmed; a confirmed one is refused as unchanged', async () => {
    const again = await player.post('/web-api/account/email/send-code', {
      email: 'new.demo@betframe.test',
      password: encoded('Demo-Pass-1'),
    });
    expect(again.body.errors?.[0]?.code).toBe('email_unchanged');
    await server.database.db
      .updateTable('users')
      .set({ email_confirmed: false })
      .where('email', '=', 'new.demo@betframe.test')
      .execute();
    const sent = await player.post('/web-api/account/email/send-code', {
      email: 'new.demo@betframe.test',
      password: encoded('Demo-Pass-1'),
    });
    expect(sent.status).toBe(200);
    const code = await server.lastCode('new.demo@betframe.test');
    const confirmed = await player.post('/web-api/account/email/confirm', { confirm_code: code });
    expect(confirmed.body.data).toEqual({ email: 'new.demo@betframe.test' });
    const me = await player.get('/web-api/account/me');
    expect(me.body.data).toMatchObject({ email: 'new.demo@betframe.test', emailConfirmed: true });
  });

  it('changes the login name with the password; it must contain a letter and be free', async () => {
    const digits = await player.post('/web-api/account/login-name', {
      login: '79000000002',
      password: encoded('Demo-Pass-1'),
    });
    expect(digits.status).toBe(400);
    const taken = await player.post('/web-api/account/login-name', {
      login: 'demo2',
      password: encoded('Demo-Pass-1'),
    });
    expect(taken.status).toBe(409);
    const changed = await player.post('/web-api/account/login-name', {
      login: 'Lucky.Star',
      password: encoded('Demo-Pass-1'),
    });
    expect(changed.body.data).toEqual({ login: 'lucky.star' });
    expect((await server.player().login('lucky.star', 'Demo-Pass-1')).status).toBe(200);
  });
});
