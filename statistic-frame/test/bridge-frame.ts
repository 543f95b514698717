/**
 * Browser-test fixture: the frame's real runtime (bridge, height, coupon, settings, hidden items, navigation)
 * in a page without the views, so a test page on another origin can act as the parent. The test drives the
 * fixture through `fixture` messages (test-only, never part of the protocol) and reads back its state.
 */
import { createExpiringStorage } from '@betframe/sdk/storage';
import { parseStatisticsFrameQuery } from '@betframe/sdk/validation';
import { dateTime } from '../src/app/format';
import { FrameRuntime } from '../src/bridge/runtime';

const params = new URLSearchParams(location.search);
const parentOrigin = params.get('parent') ?? '';
/** Chromium denies storage to a third-party frame; the runtime then keeps hidden items in memory. */
function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
for (const item of (params.get('legacy') ?? '').split(',').filter(Boolean)) local()?.setItem(`stHideItem-${item}`, '1');
if (params.get('fresh') === '1') local()?.removeItem('statistics-hidden-items');

const { query } = parseStatisticsFrameQuery(params);
const runtime = new FrameRuntime({
  query,
  allowedOrigins: Promise.resolve((params.get('allow') ?? '').split(',').filter(Boolean)),
  storage: createExpiringStorage(),
  couponTimeoutMs: Number(params.get('couponTimeout') ?? 2000),
});
runtime.watchHeight(document.getElementById('app') as HTMLElement);

const content = document.getElementById('content') as HTMLElement;

function state() {
  const settings = runtime.settings.get();
  return {
    route: runtime.current.route,
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    theme: document.documentElement.dataset.theme,
    settings,
    time: dateTime('2026-01-01T12:00:00Z', { locale: 'en', settings }),
    bets: runtime.currentBets(),
    hidden: runtime.hidden.list(),
    storage: local() ? 'local' : 'none',
    stored: local()?.getItem('statistics-hidden-items') ?? null,
    legacyLeft: Object.keys(local() ?? {}).filter((key) => key.startsWith('stHideItem-')),
    parentOrigin: runtime.bridge.parentOrigin ?? null,
  };
}

function reply(id: number, result: unknown) {
  if (parentOrigin) window.parent.postMessage({ ns: 'fixture', id, result }, parentOrigin);
}

type Command = { ns: 'fixture'; id: number; command: string; arg?: unknown };

window.addEventListener('message', async (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data as Command;
  if (data?.ns !== 'fixture') return;
  const arg = data.arg as Record<string, unknown> | undefined;
  switch (data.command) {
    case 'state':
      return reply(data.id, state());
    case 'grow':
      content.style.height = `${arg?.height}px`;
      return reply(data.id, true);
    case 'back':
      runtime.back();
      return reply(data.id, true);
    case 'forward':
      runtime.forward();
      return reply(data.id, true);
    case 'navigate':
      runtime.navigate(String(arg?.path), { replace: arg?.replace === true });
      return reply(data.id, true);
    case 'toggle':
      runtime.hidden.toggle(String(arg?.item));
      return reply(data.id, true);
    case 'bet':
      runtime.sendBet({ gameId: 5, sportId: 1, market: '1X2', outcome: 'X', coefficient: 3.1 });
      return reply(data.id, true);
    case 'title':
      runtime.setTitle(String(arg?.title));
      return reply(data.id, true);
    case 'coupon': {
      const started = performance.now();
      const available = await runtime.betsAvailable();
      return reply(data.id, { available, elapsed: performance.now() - started });
    }
    case 'raw':
      // Malformed protocol messages straight to the parent, past the runtime's schemas.
      for (const message of (arg?.messages ?? []) as unknown[]) window.parent.postMessage(message, parentOrigin);
      return reply(data.id, true);
  }
});

window.parent.postMessage({ ns: 'fixture', id: 0, result: 'loaded' }, parentOrigin || location.origin);
