/**
 * The statistics protocol end to end in Chromium: this test page is the parent (on `localhost`), the frame's
 * real runtime runs in an iframe on another origin (`127.0.0.1`, same port), and the SDK's parent client talks
 * to it. Every message type in both directions, origin and shape checks, the coupon timeout, live settings,
 * the hidden-items migration.
 */

import {
  type CouponAnswer,
  createStatisticParent,
  type FrameToParentMessage,
  type StatisticParent,
} from '@betframe/sdk/statistic';
import { expect } from '@esm-bundle/chai';

const otherHost = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
const crossOrigin = `${location.protocol}//${otherHost}:${location.port}`;

interface Harness {
  iframe: HTMLIFrameElement;
  client: StatisticParent;
  received: FrameToParentMessage[];
  command<T = unknown>(command: string, arg?: unknown): Promise<T>;
  close(): void;
}

const harnesses: Harness[] = [];

function waitFor<T>(check: () => T | undefined | false, timeoutMs = 4000, label = 'condition'): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${label}`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openFixture(
  query: Record<string, string> = {},
  couponData?: (requestId: string) => CouponAnswer | undefined,
  frameOrigin = crossOrigin,
): Promise<Harness> {
  const params = new URLSearchParams({ parent: location.origin, allow: location.origin, fresh: '1', ...query });
  const iframe = document.createElement('iframe');
  iframe.src = `${frameOrigin}/statistic-frame/test/bridge-frame.html?${params}`;
  iframe.style.cssText = 'width:400px;height:280px;border:0';
  const replies = new Map<number, (value: unknown) => void>();
  let loaded: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    loaded = resolve;
  });
  const onFixture = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== frameOrigin) return;
    const data = event.data as { ns?: string; id?: number; result?: unknown };
    if (data?.ns !== 'fixture' || typeof data.id !== 'number') return;
    if (data.id === 0) loaded();
    else replies.get(data.id)?.(data.result);
  };
  window.addEventListener('message', onFixture);
  const client = createStatisticParent({
    frame: () => iframe.contentWindow,
    frameOrigin,
    ...(couponData ? { couponData } : {}),
  });
  const received: FrameToParentMessage[] = [];
  client.onAny((message) => received.push(message));
  document.body.append(iframe);
  await ready;
  let next = 1;
  const harness: Harness = {
    iframe,
    client,
    received,
    command<T>(command: string, arg?: unknown) {
      const id = next++;
      return new Promise<T>((resolve) => {
        replies.set(id, (value) => resolve(value as T));
        iframe.contentWindow?.postMessage({ ns: 'fixture', id, command, arg }, frameOrigin);
      });
    },
    close() {
      client.destroy();
      window.removeEventListener('message', onFixture);
      iframe.remove();
    },
  };
  harnesses.push(harness);
  return harness;
}

interface FixtureState {
  route: string;
  dir: string;
  lang: string;
  theme: string;
  settings: { hour12?: boolean; dark: boolean; rtl: boolean; timezone?: number; tagId?: number | string };
  time: string;
  bets: Array<{ gameId: number; outcome: string; coefficient: number; selected?: boolean }>;
  hidden: string[];
  storage: 'local' | 'none';
  stored: string | null;
  legacyLeft: string[];
  parentOrigin: string | null;
}

const ofType = <T extends FrameToParentMessage['type']>(h: Harness, type: T) =>
  h.received.filter((m): m is Extract<FrameToParentMessage, { type: T }> => m.type === type);

afterEach(() => {
  for (const harness of harnesses.splice(0)) harness.close();
});

/** The fixture's state once `check` holds (messages cross two windows, so effects are not immediate). */
async function until(h: Harness, check: (state: FixtureState) => boolean): Promise<FixtureState> {
  let current = await h.command<FixtureState>('state');
  for (let i = 0; i < 100 && !check(current); i += 1) {
    await delay(20);
    current = await h.command<FixtureState>('state');
  }
  expect(check(current), JSON.stringify({ lang: current.lang, dir: current.dir, route: current.route })).to.equal(true);
  return current;
}

describe('statistics frame ↔ parent protocol (real cross-origin iframe)', () => {
  it('learns the parent origin from the ancestor origins when it is an allowed origin', async () => {
    const h = await openFixture();
    const state = await h.command<FixtureState>('state');
    expect(state.parentOrigin).to.equal(location.origin);
  });

  it('reports the height, never below minHeight, rounded up, only when it changes', async () => {
    const h = await openFixture({ minHeight: '300' });
    const first = await waitFor(() => ofType(h, 'height')[0], 4000, 'first height');
    expect(first.height).to.equal(300);
    await h.command('grow', { height: 450.3 });
    await waitFor(() => ofType(h, 'height').some((m) => m.height === 451), 4000, 'height 451');
    h.iframe.style.height = '451px';
    await h.command('grow', { height: 450.3 });
    await delay(300);
    expect(ofType(h, 'height').map((m) => m.height)).to.deep.equal([300, 451]);
    await h.command('grow', { height: 120 });
    await waitFor(() => ofType(h, 'height').length === 3, 4000, 'shrink report');
    expect(ofType(h, 'height')[2]?.height).to.equal(300);
  });

  it('does not loop when the parent resizes the iframe to every reported height', async () => {
    const h = await openFixture({ minHeight: '0' });
    h.client.on('height', ({ height }) => {
      h.iframe.style.height = `${height}px`;
    });
    await h.command('grow', { height: 640 });
    await waitFor(() => ofType(h, 'height').some((m) => m.height === 640), 4000, 'height 640');
    const count = ofType(h, 'height').length;
    await delay(500);
    expect(ofType(h, 'height').length).to.equal(count);
  });

  it('sends back and forward', async () => {
    const h = await openFixture();
    await h.command('navigate', { path: 'team/1/1001' });
    await h.command('back');
    await waitFor(() => ofType(h, 'back').length === 1, 4000, 'back');
    await h.command('forward');
    await waitFor(() => ofType(h, 'forward').length === 1, 4000, 'forward');
  });

  it('sends route with push and replace', async () => {
    const h = await openFixture();
    await h.command('navigate', { path: 'game/1/500001/h2h' });
    await h.command('navigate', { path: 'game/1/500001/last', replace: true });
    const routes = await waitFor(
      () => (ofType(h, 'route').length === 2 ? ofType(h, 'route') : undefined),
      4000,
      'routes',
    );
    expect(routes[0]?.replace).to.equal(false);
    expect(routes[0]?.path).to.match(/^\/en\/statisticpopup\/game\/1\/500001\/h2h/);
    expect(routes[1]?.replace).to.equal(true);
    expect(routes[1]?.path).to.match(/\/game\/1\/500001\/last/);
  });

  it('sends hidden-items after every toggle', async () => {
    const h = await openFixture();
    await h.command('toggle', { item: 'timeline' });
    await h.command('toggle', { item: 'odds' });
    await h.command('toggle', { item: 'timeline' });
    const items = await waitFor(() => (ofType(h, 'hidden-items').length === 3 ? ofType(h, 'hidden-items') : undefined));
    expect(items.map((m) => m.items)).to.deep.equal([['timeline'], ['timeline', 'odds'], ['odds']]);
    expect((await h.command<FixtureState>('state')).hidden).to.deep.equal(['odds']);
  });

  it('stores hidden items under statistics-hidden-items where the frame has storage', async () => {
    // A third-party frame gets no storage in Chromium; first-party (same-origin) frames do.
    const h = await openFixture({}, undefined, location.origin);
    await h.command('toggle', { item: 'timeline' });
    await h.command('toggle', { item: 'odds' });
    const state = await h.command<FixtureState>('state');
    expect(state.storage).to.equal('local');
    expect(JSON.parse(state.stored ?? '{}').value).to.equal('timeline-odds');
  });

  it('migrates legacy stHideItem-* keys into statistics-hidden-items on start', async () => {
    const h = await openFixture({ legacy: 'lineups,h2h' }, undefined, location.origin);
    const state = await h.command<FixtureState>('state');
    expect([...state.hidden].sort()).to.deep.equal(['h2h', 'lineups']);
    expect(
      JSON.parse(state.stored ?? '{}')
        .value.split('-')
        .sort(),
    ).to.deep.equal(['h2h', 'lineups']);
    expect(state.legacyLeft).to.deep.equal([]);
  });

  it('sends send-bet with game, sport, market, outcome and coefficient', async () => {
    const h = await openFixture();
    await h.command('bet');
    const bet = await waitFor(() => ofType(h, 'send-bet')[0]);
    expect(bet).to.include({ gameId: 5, sportId: 1, market: '1X2', outcome: 'X', coefficient: 3.1 });
  });

  it('sends title', async () => {
    const h = await openFixture();
    await h.command('title', { title: 'A — B · Statistics' });
    const title = await waitFor(() => ofType(h, 'title')[0]);
    expect(title.title).to.equal('A — B · Statistics');
  });

  it('answers coupon-request with coupon-data through the parent client', async () => {
    const h = await openFixture({}, () => ({ isBetsAvailable: true, couponSize: 2 }));
    const result = await h.command<{ available: boolean; elapsed: number }>('coupon');
    expect(result.available).to.equal(true);
    expect(result.elapsed).to.be.below(1000);
    expect(ofType(h, 'coupon-request')).to.have.length(1);
  });

  it('treats bets as unavailable when coupon-data says so', async () => {
    const h = await openFixture({}, () => ({ isBetsAvailable: false }));
    const result = await h.command<{ available: boolean }>('coupon');
    expect(result.available).to.equal(false);
  });

  it('treats bets as unavailable 2000 ms after an unanswered coupon-request', async () => {
    const h = await openFixture();
    const result = await h.command<{ available: boolean; elapsed: number }>('coupon');
    expect(result.available).to.equal(false);
    expect(result.elapsed).to.be.at.least(1990);
    expect(result.elapsed).to.be.below(2600);
  });

  it('navigates on path from the parent without echoing a route message', async () => {
    const h = await openFixture();
    h.client.path('/en/statisticpopup/team/1/1001');
    let current = await h.command<FixtureState>('state');
    for (let i = 0; i < 50 && current.route !== 'team/1/1001'; i += 1) {
      await delay(20);
      current = await h.command<FixtureState>('state');
    }
    expect(current.route).to.equal('team/1/1001');
    expect(ofType(h, 'route')).to.have.length(0);
  });

  it('follows the language of a path from the parent: <html lang> and the language’s direction', async () => {
    const h = await openFixture();
    const first = await h.command<FixtureState>('state');
    expect([first.lang, first.dir]).to.deep.equal(['en', 'ltr']);
    h.client.path('/ar/statisticpopup/team/1/1001');
    const arabic = await until(h, (s) => s.lang === 'ar');
    expect(arabic.dir).to.equal('rtl');
    expect(arabic.settings.rtl).to.equal(true);
    h.client.path('/ru/statisticpopup/team/1/1001');
    const russian = await until(h, (s) => s.lang === 'ru');
    expect(russian.dir).to.equal('ltr');
  });

  it('keeps the direction the parent chose (settings rtl) across language changes, and the language with it', async () => {
    const h = await openFixture();
    h.client.settings({ rtl: true });
    const chosen = await until(h, (s) => s.dir === 'rtl');
    expect(chosen.lang).to.equal('en');
    h.client.path('/kk/statisticpopup/team/1/1001');
    const kazakh = await until(h, (s) => s.lang === 'kk');
    expect(kazakh.dir).to.equal('rtl');
    h.client.settings({ rtl: false });
    h.client.path('/ar/statisticpopup/team/1/1001');
    const arabic = await until(h, (s) => s.lang === 'ar');
    expect(arabic.dir).to.equal('ltr');
  });

  it('keeps the direction of the rtl query parameter when the language changes', async () => {
    const h = await openFixture({ rtl: '1' });
    h.client.path('/en/statisticpopup/team/1/1001');
    const english = await until(h, (s) => s.route === 'team/1/1001');
    expect([english.lang, english.dir]).to.deep.equal(['en', 'rtl']);
  });

  it('applies settings live: theme, direction, time zone and 12/24-hour clock', async () => {
    const h = await openFixture({ tz: '0' });
    const before = await h.command<FixtureState>('state');
    expect(before.dir).to.equal('ltr');
    expect(before.theme).to.equal('light');
    expect(before.time).to.contain('12:00');
    h.client.settings({ dark: true, rtl: true, timezone: 5.5, hour12: true, tagId: 7 });
    await delay(100);
    const after = await h.command<FixtureState>('state');
    expect(after.dir).to.equal('rtl');
    expect(after.theme).to.equal('dark');
    expect(after.time).to.match(/05:30\s?PM/);
    expect(after.settings.tagId).to.equal(7);
    h.client.settings({ hour12: false, timezone: -3 });
    await delay(100);
    const again = await h.command<FixtureState>('state');
    expect(again.time).to.contain('09:00');
    expect(again.time).not.to.match(/AM|PM/);
    expect(again.theme).to.equal('dark');
  });

  it('receives bets for the open game', async () => {
    const h = await openFixture();
    h.client.bets([{ gameId: 500001, market: '1X2', outcome: '1', coefficient: 2.05, selected: true }]);
    await delay(100);
    const state = await h.command<FixtureState>('state');
    expect(state.bets).to.deep.equal([
      { gameId: 500001, market: '1X2', outcome: '1', coefficient: 2.05, selected: true },
    ]);
  });

  it('ignores malformed messages from the parent', async () => {
    const h = await openFixture();
    const target = h.iframe.contentWindow as Window;
    target.postMessage({ ns: 'betframe:statistic', v: 1, type: 'settings', dark: 'yes' }, crossOrigin);
    target.postMessage({ ns: 'betframe:statistic', v: 2, type: 'settings', dark: true }, crossOrigin);
    target.postMessage({ ns: 'betframe:statistic', v: 1, type: 'settings', timezone: 20 }, crossOrigin);
    target.postMessage({ ns: 'betframe:statistic', v: 1, type: 'eval', code: 'alert(1)' }, crossOrigin);
    target.postMessage('{"ns":"betframe:statistic","v":1,"type":"settings","dark":true}', crossOrigin);
    target.postMessage({ ns: 'betframe:statistic', v: 1, type: 'bets', bets: [{ gameId: -1 }] }, crossOrigin);
    await delay(150);
    const state = await h.command<FixtureState>('state');
    expect(state.settings.dark).to.equal(false);
    expect(state.settings.timezone).to.equal(undefined);
    expect(state.bets).to.deep.equal([]);
  });

  it('ignores messages from a window of a foreign origin, in both directions', async () => {
    const h = await openFixture();
    const intruder = document.createElement('iframe');
    intruder.setAttribute('sandbox', 'allow-scripts');
    intruder.srcdoc = `<script>
      const m = (f) => Object.assign({ ns: 'betframe:statistic', v: 1 }, f);
      parent.frames[0].postMessage(m({ type: 'settings', dark: true }), '*');
      parent.frames[0].postMessage(m({ type: 'path', path: 'horse/7001' }), '*');
      parent.postMessage(m({ type: 'height', height: 999 }), '*');
      parent.postMessage(m({ type: 'title', title: 'forged' }), '*');
    </script>`;
    document.body.append(intruder);
    await delay(400);
    intruder.remove();
    const state = await h.command<FixtureState>('state');
    expect(state.settings.dark).to.equal(false);
    expect(state.route).not.to.contain('horse');
    expect(h.received.some((m) => m.type === 'title' && m.title === 'forged')).to.equal(false);
    expect(h.received.some((m) => m.type === 'height' && m.height === 999)).to.equal(false);
  });

  it('ignores malformed messages from the frame', async () => {
    const h = await openFixture();
    await h.command('raw', {
      messages: [
        { ns: 'betframe:statistic', v: 1, type: 'height', height: -5 },
        { ns: 'betframe:statistic', v: 1, type: 'route', path: '/x' },
        { ns: 'betframe:statistic', v: 1, type: 'nonsense' },
        { ns: 'other', v: 1, type: 'title', title: 'x' },
        { ns: 'betframe:statistic', v: 1, type: 'title', title: 'valid' },
      ],
    });
    await waitFor(() => ofType(h, 'title').length === 1, 4000, 'valid title');
    expect(h.received.filter((m) => m.type !== 'height').map((m) => m.type)).to.deep.equal(['title']);
    expect(ofType(h, 'height').every((m) => m.height >= 0)).to.equal(true);
  });

  it('stays silent and deaf when the parent origin is not allowed', async () => {
    const h = await openFixture({ allow: 'https://partner.example' });
    h.client.settings({ dark: true });
    await h.command('title', { title: 'nobody hears this' });
    await delay(400);
    const state = await h.command<FixtureState>('state');
    expect(state.parentOrigin).to.equal(null);
    expect(state.settings.dark).to.equal(false);
    expect(h.received).to.deep.equal([]);
  });
});
