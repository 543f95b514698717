// @vitest-environment happy-dom
/**
 * The coupon widget in every state, rendered with Preact in happy-dom against a real HTTP server playing the
 * sportsbook (translation API from the SDK catalogue, UpdateCoupon and placements over a market the test moves).
 */
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import {
  choose,
  chosen,
  click,
  clickWhenThere,
  type MountedTestWidget,
  typeInto,
  waitFor,
} from '../../test/betting-harness';
import { pick as outcome, byTestId as q, textOf as text, useCouponSlip } from '../../test/coupon-slip';
import { addOutcome } from '../runtime/betting/outcomes';
import { liveTiming } from './live-odds';

const slip = useCouponSlip((book) => {
  book.settings.clear();
  book.failSettings = false;
  book.pushEnabled = true;
  for (const [key, coef] of [
    ['1:1:0', 2],
    ['2:1:0', 1.5],
    ['3:3:0', 3],
    ['4:9:2.5', 1.8],
  ] as const)
    book.market.set(key, { coef, available: true });
});
const open = slip.open;

const stake = (m: MountedTestWidget, value: string) => typeInto(q(m, 'coupon-stake') as HTMLInputElement, value);
const kind = (m: MountedTestWidget, value: string) =>
  clickWhenThere(m.root, `input[name="bet-kind"][value="${value}"]`);
const place = (m: MountedTestWidget) => click(q(m, 'coupon-place'));

describe('coupon widget', () => {
  it('an empty coupon says so in the player language', async () => {
    const m = await open([]);
    expect(text(m, 'coupon-empty')).toBe('Your bet slip is empty. Pick an outcome to add it.');
  });

  it('one outcome is a single; the stake goes through the numeric formatter and shows the potential win', async () => {
    const m = await open([outcome('1:1:0', 2)]);
    await waitFor(() => m.root.querySelector('input[name="bet-kind"]'));
    expect([...m.root.querySelectorAll('input[name="bet-kind"]')].map((i) => (i as HTMLInputElement).value)).toEqual([
      'single',
    ]);
    stake(m, '1o0,555');
    expect((q(m, 'coupon-stake') as HTMLInputElement).value).toBe('10.55');
    stake(m, '100');
    expect(text(m, 'coupon-potential-win')).toContain('200.00');
  });

  it('the stake must be within the server limits', async () => {
    const m = await open([outcome('1:1:0', 2)]);
    await waitFor(() => slip.book.calls.some((c) => c.call === 'UpdateCoupon'));
    stake(m, '5');
    await waitFor(() => text(m, 'coupon-stake-problem').includes('Minimum stake'));
    expect((q(m, 'coupon-place') as HTMLButtonElement).disabled).toBe(true);
    stake(m, '6000');
    await waitFor(() => text(m, 'coupon-stake-problem').includes('Maximum stake'));
  });

  it('an express multiplies the odds and places one bet; the receipt shows its number and the host hears of it', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5), outcome('3:3:0', 3)]);
    expect((m.root.querySelector('input[value="express"]') as HTMLInputElement).checked).toBe(true);
    expect(text(m, 'coupon-total')).toBe('9.00');
    stake(m, '100');
    expect(text(m, 'coupon-potential-win')).toContain('900.00');
    place(m);
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(text(m, 'coupon-receipt')).toContain('Bet № 500');
    const call = slip.book.calls.find((c) => c.call === 'MakeBetWeb');
    expect(call?.body).toMatchObject({ vid: 1, summ: 100, checkCf: 0 });
    expect(call?.auth).toBe('Bearer player-token');
    expect(m.events).toEqual([
      { event: 'bet:placed', data: { betId: 500, coupon: expect.objectContaining({ vid: 1, summ: 100 }) } },
      { event: 'balance', data: { currency: 'RUB', amount: 900 } },
    ]);
    expect(m.runtime.shared.getState().couponOutcomes).toEqual([]);
  });

  it('a system k of n shows its lines-averaged odds and sends expressNum', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5), outcome('3:3:0', 3)]);
    await kind(m, 'system');
    const box = await waitFor(() => m.root.querySelector('#bf-coupon-system'));
    expect(box.getAttribute('aria-labelledby')).toMatch(/-label bf-coupon-system$/);
    expect(box.textContent).toBe('System 2/3');
    expect(chosen(m.root, '#bf-coupon-system')).toBe('2');
    // (2·1.5 + 2·3 + 1.5·3) / 3 = 4.5
    expect(text(m, 'coupon-total')).toBe('4.50');
    stake(m, '30');
    place(m);
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body).toMatchObject({
      vid: 2,
      expressNum: 2,
      summ: 30,
    });
  });

  it('several singles go out together with one stake each', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5)]);
    await kind(m, 'singles');
    stake(m, '20');
    expect(text(m, 'coupon-potential-win')).toContain('70.00');
    place(m);
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(slip.book.calls.find((c) => c.call === 'MakeBetWebMulti')?.body).toMatchObject({ groupsSumms: [20, 20] });
    expect(m.root.querySelectorAll('[data-bet-id]')).toHaveLength(2);
  });

  it('picking another outcome of the same game replaces the first one', async () => {
    const m = await open([outcome('1:1:0', 2)]);
    addOutcome(m.runtime.shared, outcome('1:3:0', 4));
    expect(m.runtime.shared.getState().couponOutcomes.map((o) => o.id)).toEqual(['1:3:0']);
  });

  it('policy 0: changed odds show old → new and must be accepted before the bet goes', async () => {
    // The move is found at placement here (the push path has its own tests below): with the stream on, the push
    // could show it before the click, and the click would then accept instead of placing.
    slip.book.pushEnabled = false;
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5)]);
    slip.book.move('1:1:0', { coef: 1.8, available: true });
    stake(m, '100');
    place(m);
    // A placement already on its way when the refresh shows the move is refused, then the button asks.
    await waitFor(() => q(m, 'coupon-odds-changed') && text(m, 'coupon-place') === 'Accept changes');
    // Found either by the placement (refused: it went with checkCf 0) or by the coupon's refresh answering first
    // (then nothing went); never placed at the old odds.
    const placements = () => slip.book.calls.filter((c) => c.call === 'MakeBetWeb').map((c) => c.body);
    for (const body of placements()) expect(body).toMatchObject({ checkCf: 0 });
    expect(q(m, 'coupon-receipt')).toBeNull();
    const change = q(m, 'odds-change');
    expect(change?.textContent).toBe('2.00 → 1.80');
    expect(change?.getAttribute('data-direction')).toBe('down');
    expect(text(m, 'coupon-place')).toBe('Accept changes');
    click(q(m, 'coupon-place'));
    await waitFor(() => text(m, 'coupon-place') === 'Place bet');
    expect(m.runtime.shared.getState().couponOutcomes[0]?.coefficient).toBe(1.8);
    place(m);
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(placements().at(-1)).toMatchObject({ checkCf: 0 });
  });

  it('policy 1: any change is accepted and the bet goes at once', async () => {
    const m = await open([outcome('1:1:0', 2)]);
    await choose(m.root, '#bf-coupon-policy', '1');
    await waitFor(() => slip.book.settings.get(1) === 1 && chosen(m.root, '#bf-coupon-policy') === '1');
    slip.book.move('1:1:0', { coef: 1.6, available: true });
    stake(m, '50');
    place(m);
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body).toMatchObject({ checkCf: 1 });
  });

  it('policy 2: a rise goes through, a fall asks; the setting persists', async () => {
    const m = await open([outcome('1:1:0', 2)]);
    await choose(m.root, '#bf-coupon-policy', '2');
    // A player's setting is saved on the server, then mirrored in the browser.
    await waitFor(() => slip.book.settings.get(1) === 2 && localStorage.getItem('betframe:bet-change') === '2');
    await waitFor(() => slip.book.calls.some((c) => c.call === 'feed-push'));
    slip.book.move('1:1:0', { coef: 2.4, available: true });
    await waitFor(() => q(m, 'odds-change')?.getAttribute('data-direction') === 'up');
    expect(q(m, 'coupon-odds-changed')).toBeNull();
    slip.book.move('1:1:0', { coef: 1.7, available: true });
    await waitFor(() => q(m, 'coupon-odds-changed'));
    m.unmount();
    // The next page (the coupon itself comes back from storage) starts with the player's setting.
    await open([]);
    expect(await waitFor(() => chosen(slip.mounted?.root ?? document, '#bf-coupon-policy'))).toBe('2');
  }, 20_000);

  it('a suspended outcome stays in the slip, marked and explained, and blocks the bet until it is removed', async () => {
    slip.book.market.set('3:3:0', { coef: 3, available: false });
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5), outcome('3:3:0', 3)]);
    await waitFor(() => m.root.querySelector('[data-outcome-id="3:3:0"][data-unavailable]'));
    expect(text(m, 'coupon-leg-reason')).toContain('Suspended for now');
    expect(text(m, 'coupon-blocked')).toContain('Remove the marked outcomes');
    // The bet type is still the three-leg express the player chose, and nothing can go.
    expect((m.root.querySelector('input[value="express"]') as HTMLInputElement).checked).toBe(true);
    expect(text(m, 'coupon-total')).toBe('9.00');
    stake(m, '10');
    expect((q(m, 'coupon-place') as HTMLButtonElement).disabled).toBe(true);
    click(m.root.querySelector('button[aria-label="Remove Pick 3:3:0"]'));
    await waitFor(() => !q(m, 'coupon-blocked') && !(q(m, 'coupon-place') as HTMLButtonElement).disabled);
    expect(text(m, 'coupon-total')).toBe('3.00');
    place(m);
    await waitFor(() => q(m, 'coupon-receipt'));
    const sent = slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body.couponEvents as Array<{ gameId: number }>;
    expect(sent.map((e) => e.gameId)).toEqual([1, 2]);
  });

  it('a server error appears as a translated message', async () => {
    const m = await open([outcome('1:1:0', 2)], {});
    slip.book.failNext = {
      status: 400,
      body: {
        success: false,
        message: 'x',
        errors: [{ code: 'insufficient_funds', detail: 'Not enough money for the bet' }],
      },
    };
    stake(m, '100');
    place(m);
    await waitFor(() => q(m, 'coupon-error'));
    expect(text(m, 'coupon-error')).toBe('Not enough money on your balance.');
  });

  it('in Russian the texts are Russian', async () => {
    const m = slip.mount({ lang: 'ru' });
    await waitFor(() => q(m, 'coupon-empty'));
    expect(text(m, 'coupon-empty')).toBe('Купон пуст. Выберите исход, чтобы добавить его.');
  });

  it('a guest is asked to log in or register, and the coupon is kept for the return', async () => {
    const m = await open([outcome('1:1:0', 2)], { player: false });
    stake(m, '100');
    place(m);
    await waitFor(() => q(m, 'coupon-guest'));
    expect(text(m, 'coupon-guest')).toContain('Log in or register to place your bet');
    expect(slip.book.calls.some((c) => c.call === 'MakeBetWeb')).toBe(false);
    click(q(m, 'coupon-guest')?.querySelector('button'));
    expect(m.events).toEqual([{ event: 'navigate', data: { path: '/login' } }]);
    expect(JSON.parse(localStorage.getItem('betframe:coupon') ?? '[]')).toHaveLength(1);
    m.unmount();
    // A reload: a fresh page with an empty shared coupon finds the stored one.
    const again = slip.mount();
    await waitFor(() => again.root.querySelector('[data-outcome-id="1:1:0"]'));
  });

  it('saves the coupon to a code and loads it back by that code with its bet type and stake', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5), outcome('3:3:0', 3)]);
    await kind(m, 'system');
    stake(m, '30');
    click(q(m, 'coupon-save'));
    await waitFor(() => text(m, 'coupon-saved-code').includes('C1XYZ'));
    m.runtime.shared.getState().patch({ couponOutcomes: [] });
    await waitFor(() => q(m, 'coupon-empty'));
    typeInto(q(m, 'coupon-code') as HTMLInputElement, 'c1xyz');
    click(q(m, 'coupon-load'));
    await waitFor(() => m.runtime.shared.getState().couponOutcomes.length === 3);
    expect(m.runtime.shared.getState().couponOutcomes[0]).toMatchObject({ id: '1:1:0', gameId: 1, coefficient: 2 });
    await waitFor(() => (m.root.querySelector('input[value="system"]') as HTMLInputElement | null)?.checked);
    expect((q(m, 'coupon-stake') as HTMLInputElement).value).toBe('30');
    m.runtime.shared.getState().patch({ couponOutcomes: [] });
    await waitFor(() => q(m, 'coupon-load'));
    typeInto(q(m, 'coupon-code') as HTMLInputElement, 'NOPE1');
    click(q(m, 'coupon-load'));
    await waitFor(() => text(m, 'coupon-error') === 'No coupon with this code.');
  });

  it('a coupon code in the props (the site coupon link) is loaded once, as if typed', async () => {
    const first = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5)]);
    await kind(first, 'express');
    stake(first, '25');
    click(q(first, 'coupon-save'));
    await waitFor(() => /C\d+XYZ/.test(text(first, 'coupon-saved-code')));
    const saved = /C\d+XYZ/.exec(text(first, 'coupon-saved-code'))?.[0] ?? '';
    first.unmount();
    localStorage.clear();

    const m = await open([]);
    m.runtime.props.setState({ props: { code: saved.toLowerCase() } });
    await waitFor(() => m.runtime.shared.getState().couponOutcomes.length === 2);
    await waitFor(() => (q(m, 'coupon-stake') as HTMLInputElement | null)?.value === '25');
    expect(slip.book.calls.filter((c) => c.call === 'GetCoupon')).toHaveLength(1);
  });

  it('an autobet on a single goes with its target coefficient and is reported as waiting', async () => {
    const m = await open([outcome('1:1:0', 2)]);
    await clickWhenThere(m.root, 'input[name="coupon-autobet"]');
    stake(m, '50');
    expect((q(m, 'coupon-place') as HTMLButtonElement).disabled).toBe(true);
    typeInto(q(m, 'coupon-autobet-cf') as HTMLInputElement, '2.5');
    place(m);
    await waitFor(() => q(m, 'coupon-autobet-placed'));
    expect(text(m, 'coupon-autobet-placed')).toBe('Autobet accepted: it is placed when the odds reach 2.50');
    expect(slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body).toMatchObject({
      isAutoBet: true,
      autoBetCf: 2.5,
      vid: 0,
    });
  });

  it('one-click mode places a pick at once as a single with the one-click stake', async () => {
    const m = slip.mount({ config: { coupon: { oneClickBet: true } } });
    m.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
    await waitFor(() => q(m, 'coupon-one-click'));
    await clickWhenThere(m.root, 'input[name="coupon-one-click-on"]');
    typeInto(q(m, 'coupon-one-click-stake') as HTMLInputElement, '25');
    expect(JSON.parse(localStorage.getItem('betframe:one-click') ?? '{}')).toEqual({ on: true, stake: '25' });
    addOutcome(m.runtime.shared, outcome('2:1:0', 1.5));
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body).toMatchObject({ vid: 0, summ: 25 });
    expect(m.runtime.shared.getState().couponOutcomes).toEqual([]);
    expect(m.events.map((e) => e.event)).toEqual(['bet:placed', 'balance']);
  });

  it('offers the advance when the stake is above the balance, and bets with it when chosen', async () => {
    slip.book.advance = 250;
    slip.book.balance = 60;
    slip.book.debt = 0;
    const m = await open([outcome('1:1:0', 2)]);
    stake(m, '50');
    await waitFor(() => slip.book.calls.some((c) => c.call === 'GetAvance'));
    await new Promise((r) => setTimeout(r, 400));
    // The balance covers 50: nothing to lend.
    expect(q(m, 'coupon-advance')).toBeNull();
    stake(m, '100');
    await waitFor(() => q(m, 'coupon-advance'));
    expect(text(m, 'coupon-advance')).toContain('Advance available: 250.00');
    expect(text(m, 'coupon-advance-shortfall')).toContain('40.00');
    await clickWhenThere(m.root, 'input[name="coupon-advance"]');
    place(m);
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(slip.book.calls.find((c) => c.call === 'MakeBetWeb')?.body).toMatchObject({ avanceBet: true, summ: 100 });
    expect(slip.book.debt).toBe(40);
    expect(m.events).toContainEqual({ event: 'balance', data: { currency: 'RUB', amount: 0 } });
    slip.book.advance = 0;
    slip.book.balance = 1000;
    slip.book.debt = 0;
  });

  it('a stake beyond balance and advance is refused with a translated message; the debt is shown', async () => {
    slip.book.advance = 20;
    slip.book.balance = 60;
    slip.book.debt = 35;
    const m = await open([outcome('1:1:0', 2)]);
    await waitFor(() => q(m, 'coupon-advance-debt'));
    expect(text(m, 'coupon-advance-debt')).toBe('Advance owed: 35.00 ₽. Winnings and deposits repay it first.');
    stake(m, '100');
    await new Promise((r) => setTimeout(r, 400));
    await waitFor(() => slip.book.calls.filter((c) => c.call === 'GetAvance').length >= 2);
    expect(q(m, 'coupon-advance')).toBeNull();
    slip.book.failNext = {
      status: 400,
      body: { success: false, message: 'x', errors: [{ code: 'advance_exceeded', detail: 'x' }] },
    };
    place(m);
    await waitFor(() => q(m, 'coupon-error'));
    expect(text(m, 'coupon-error')).toBe('The stake is more than your balance and the advance together.');
    slip.book.advance = 0;
    slip.book.balance = 1000;
    slip.book.debt = 0;
  });

  it('a balance another widget reports makes the coupon ask for the advance again', async () => {
    slip.book.advance = 250;
    slip.book.balance = 100;
    const m = await open([outcome('1:1:0', 2)]);
    stake(m, '150');
    await waitFor(() => q(m, 'coupon-advance'));
    const asked = slip.book.calls.filter((c) => c.call === 'GetAvance').length;
    // A deposit seen in the office: the balance now covers the stake, so no advance is offered.
    slip.book.balance = 500;
    act(() => m.runtime.balance.setState({ notice: { currency: 'RUB', amount: 500, seq: 1 } }));
    await waitFor(
      () => slip.book.calls.filter((c) => c.call === 'GetAvance').length > asked && !q(m, 'coupon-advance'),
    );
    slip.book.advance = 0;
    slip.book.balance = 1000;
  });

  it('the theme from the host props applies at once', async () => {
    const m = await open([]);
    const themed = () => m.root.querySelector('.bf-themed')?.getAttribute('data-theme');
    expect(themed()).toBe('light');
    m.runtime.props.setState({ props: { theme: 'dark' } });
    await waitFor(() => themed() === 'dark');
  });

  it('several singles can carry a stake each', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5)]);
    await kind(m, 'singles');
    await clickWhenThere(m.root, 'input[name="coupon-separate"]');
    const inputs = [...m.root.querySelectorAll('[data-testid="coupon-own-stake"]')] as HTMLInputElement[];
    expect(inputs).toHaveLength(2);
    typeInto(inputs[0] as HTMLInputElement, '10');
    typeInto(inputs[1] as HTMLInputElement, '20');
    expect(text(m, 'coupon-potential-win')).toContain('50.00');
    place(m);
    await waitFor(() => q(m, 'coupon-receipt'));
    expect(slip.book.calls.find((c) => c.call === 'MakeBetWebMulti')?.body).toMatchObject({ groupsSumms: [10, 20] });
  });
});

describe('coupon: the bet-change setting on the server', () => {
  const policy = (m: MountedTestWidget) => chosen(m.root, '#bf-coupon-policy');

  it("a player's setting comes from the server, and a change is saved there", async () => {
    slip.book.settings.set(1, 2);
    const m = await open([outcome('1:1:0', 2)]);
    await waitFor(() => policy(m) === '2');
    await choose(m.root, '#bf-coupon-policy', '1');
    expect(policy(m)).toBe('1');
    await waitFor(() => slip.book.settings.get(1) === 1);
    const save = slip.book.calls.find((c) => c.call === 'savesetting');
    expect(save?.body).toEqual({ setting_id: 1, setting_value: 1 });
    expect(save?.auth).toBe('Bearer player-token');
    expect(localStorage.getItem('betframe:bet-change')).toBe('1');
  });

  it('a change the server cannot save is reverted with a translated message', async () => {
    slip.book.settings.set(1, 0);
    const m = await open([outcome('1:1:0', 2)]);
    await waitFor(() => slip.book.calls.some((c) => c.call === 'settings'));
    slip.book.failSettings = true;
    await choose(m.root, '#bf-coupon-policy', '2');
    await waitFor(() => q(m, 'coupon-policy-error'));
    expect(text(m, 'coupon-policy-error')).toBe('Your setting could not be saved. The previous one is back.');
    expect(policy(m)).toBe('0');
    expect(slip.book.settings.get(1)).toBe(0);
  });

  it("a guest's choice stays in the browser and goes to the server at login", async () => {
    slip.book.settings.set(1, 0);
    const m = await open([outcome('1:1:0', 2)], { player: false });
    await choose(m.root, '#bf-coupon-policy', '2');
    expect(localStorage.getItem('betframe:bet-change')).toBe('2');
    await new Promise((r) => setTimeout(r, 50));
    expect(slip.book.calls.some((c) => c.call === 'savesetting' || c.call === 'settings')).toBe(false);
    m.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
    await waitFor(() => slip.book.settings.get(1) === 2 && localStorage.getItem('betframe:bet-change-guest') === null);
    expect(policy(m)).toBe('2');
    // Carried once: the next page reads the server's value like any player's.
    m.unmount();
    slip.book.settings.set(1, 1);
    await open([]);
    await waitFor(() => chosen((slip.mounted as MountedTestWidget).root, '#bf-coupon-policy') === '1');
  });
});

describe('coupon: live updates by push', () => {
  const streaming = (m: MountedTestWidget) =>
    waitFor(() => slip.book.calls.some((c) => c.call === 'feed-push') && m.root.querySelector('[data-outcome-id]'));

  it('follows the games of its outcomes on the push stream and shows a moved coefficient at once, without polling', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5)]);
    await streaming(m);
    // The page's one stream settles on the slip's games (it may have opened for the first outcome a moment before).
    await waitFor(() => String(slip.book.calls.findLast((c) => c.call === 'feed-push')?.body.games) === '1,2');
    const started = Date.now();
    slip.book.move('2:1:0', { coef: 1.65, available: true });
    await waitFor(() => q(m, 'odds-change'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(q(m, 'odds-change')?.textContent).toBe('1.50 → 1.65');
    expect(q(m, 'odds-change')?.getAttribute('data-direction')).toBe('up');
    // The 3 s poll is gone: one UpdateCoupon for the coupon as it is, none while the stream is up.
    const polls = slip.book.calls.filter((c) => c.call === 'UpdateCoupon').length;
    await new Promise((r) => setTimeout(r, 3500));
    expect(slip.book.calls.filter((c) => c.call === 'UpdateCoupon').length).toBe(polls);
  }, 15_000);

  it('a suspended game locks its outcome until it reopens; a finished game leaves it unavailable', async () => {
    const m = await open([outcome('1:1:0', 2), outcome('2:1:0', 1.5), outcome('3:3:0', 3)]);
    await streaming(m);
    const off = (id: string) => m.root.querySelector(`[data-outcome-id="${id}"]`)?.hasAttribute('data-unavailable');
    slip.book.push({ type: 'status', gameId: 3, status: 1, kind: 1, suspended: true });
    await waitFor(() => off('3:3:0'));
    expect(text(m, 'coupon-blocked')).toContain('Remove the marked outcomes');
    expect((q(m, 'coupon-place') as HTMLButtonElement).disabled).toBe(true);
    slip.book.push({ type: 'status', gameId: 3, status: 1, kind: 1, suspended: false });
    await waitFor(() => !off('3:3:0'));
    expect(text(m, 'coupon-total')).toBe('9.00');
    slip.book.push({ type: 'settled', gameId: 1, status: 2 });
    await waitFor(() => off('1:1:0'));
    // An outcome taken off the market is unavailable too.
    slip.book.move('2:1:0', { coef: 1.5, available: false });
    await waitFor(() => off('2:1:0'));
    expect(off('3:3:0')).toBe(false);
  });

  it('polls slowly only while the stream is down: none while it is up, UpdateCoupon again after it drops', async () => {
    const normal = liveTiming.fallbackRefreshMs;
    liveTiming.fallbackRefreshMs = 600;
    try {
      const m = await open([outcome('1:1:0', 2)]);
      await streaming(m);
      await new Promise((r) => setTimeout(r, 300));
      const polls = () => slip.book.calls.filter((c) => c.call === 'UpdateCoupon').length;
      const before = polls();
      await new Promise((r) => setTimeout(r, 1500));
      expect(polls()).toBe(before);
      slip.book.pushEnabled = false;
      slip.book.dropStreams();
      slip.book.market.set('1:1:0', { coef: 2.6, available: true });
      await waitFor(() => polls() > before && q(m, 'odds-change'));
      expect(q(m, 'odds-change')?.textContent).toBe('2.00 → 2.60');
    } finally {
      liveTiming.fallbackRefreshMs = normal;
    }
  });

  it('without the push stream the coupon still reads the odds from UpdateCoupon', async () => {
    slip.book.pushEnabled = false;
    slip.book.market.set('1:1:0', { coef: 2.2, available: true });
    const m = await open([outcome('1:1:0', 2)]);
    await waitFor(() => q(m, 'odds-change'));
    expect(q(m, 'odds-change')?.textContent).toBe('2.00 → 2.20');
  });
});
