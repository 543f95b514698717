/**
 * The line widget under live load: headless Chromium with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate),
 * the built widget mounted inline by the real loader, 2,000 live games, and a push stream of 1,000 coefficient
 * deltas per second for 10 s. Figures: p95 frame time, long tasks (> 50 ms) and the DOM node count (page and the
 * widget's shadow root). The sportsbook is a small local server: the built /sdk files, the translation API from
 * the SDK catalogue, the feed calls over generated games and the SSE push.
 *
 * The peer (issue 25): the same widgets built with real React and ReactDOM instead of Preact
 * (`widgetsWithReactConfig`, dist/bench/widgets-react, a bench build only) run the same load in the same run; the
 * figures give both builds' eager size (shared runtime + line, brotli) and frame times, and their ratios.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { dictionaryByPath, dictionaryMap } from '@betframe/sdk/i18n';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../support/chromium';
import { type Benchmark, percentile } from './benchmark';

const GAMES = 2000;
const DELTAS_PER_SECOND = 1000;
const SECONDS = 10;

/** Outcome types of a sport's main market in lists (football, hockey 1X2; basketball, tennis the winner). */
const mainTypes = (sportId: number) => (sportId <= 2 ? [1, 2, 3] : [11, 12]);

function makeGames() {
  return Array.from({ length: GAMES }, (_, i) => {
    const id = 1000 + i;
    return {
      id,
      sportId: 1 + (i % 4),
      sportName: ['Football', 'Ice hockey', 'Basketball', 'Tennis'][i % 4] ?? 'Football',
      champId: 100 + (i % 60),
      champName: `Championship ${i % 60}`,
      countryId: 1,
      gameType: 3,
      kind: 1,
      status: 1,
      start: Math.floor(Date.now() / 1000) - 600,
      team1: { id: id * 2, name: `Home team ${id}` },
      team2: { id: id * 2 + 1, name: `Away team ${id}` },
      // Every clock runs (at the simulator's 9× pace) and the widget runs them on locally: a tick of the list's
      // one interval is part of the load; basketball counts down.
      score: {
        total: [i % 3, i % 2],
        periods: [],
        period: 1,
        periodName: '1st half',
        clock: (600 + i) % 2400,
        clockAt: Date.now(),
        clockRunning: true,
        clockRate: 9,
        clockDirection: i % 4 === 2 ? 'down' : 'up',
        inBreak: false,
      },
      suspended: false,
      // Each sport's main market as the feed lists it: 1X2 for football and hockey, the winner for the others.
      markets: [
        {
          group: mainTypes(1 + (i % 4)).length === 3 ? 1 : 101,
          name: mainTypes(1 + (i % 4)).length === 3 ? '1X2' : 'Winner',
          period: 0,
          suspended: false,
          outcomes: mainTypes(1 + (i % 4)).map((type, k) => ({
            type,
            param: 0,
            name: mainTypes(1 + (i % 4)).length === 3 ? (['W1', 'X', 'W2'][k] ?? '') : (['W1', 'W2'][k] ?? ''),
            coef: 1.5 + k,
            blocked: false,
          })),
        },
      ],
      marketsCount: 40,
    };
  });
}

const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

function ensureBuilt(): void {
  if (!existsSync('dist/sdk/loader.js') || !existsSync('dist/sdk/widgets/manifest.json')) {
    execFileSync('npx', ['tsx', 'scripts/build.ts', 'loader', 'widgets'], { stdio: 'inherit' });
  }
}

const preactDir = 'dist/sdk/widgets';
const reactDir = 'dist/bench/widgets-react';

interface PeerSizes {
  preact: number;
  react: number;
}

/** The React build (scripts/build-react-peer.ts) and both builds' eager size of the shared runtime + line. */
function buildReactPeer(): PeerSizes {
  execFileSync('npx', ['tsx', 'scripts/build-react-peer.ts'], { stdio: 'inherit' });
  return JSON.parse(readFileSync(`${reactDir}/sizes.json`, 'utf8')) as PeerSizes;
}

async function startBenchServer(widgetsDir: string) {
  const games = makeGames();
  let streaming: ServerResponse | undefined;
  let sent = 0;
  const json = (res: ServerResponse, body: unknown, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const path = url.pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html><head><meta charset="utf-8"><title>line bench</title>
<script>(function (w, n) { w[n] = w[n] || function () { (w[n].q = w[n].q || []).push(arguments); }; })(window, 'Betframe');
Betframe('init', { partner: 1, lang: 'en' });
Betframe('mount', 'line', { target: '#line', mode: 'inline', props: { mode: 'live' } });
</script><script async src="/sdk/loader.js"></script></head><body><div id="line"></div></body></html>`);
      return;
    }
    if (path.startsWith('/sdk/')) {
      // The widgets of the build under test; the loader and its host chunk are the shipped ones for both.
      const file =
        path.startsWith('/sdk/widgets/') && !path.startsWith('/sdk/widgets/host/')
          ? normalize(join(widgetsDir, path.slice('/sdk/widgets/'.length)))
          : normalize(join('dist', path));
      if (!file.startsWith('dist/') || !existsSync(file)) return json(res, {}, 404);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
      return;
    }
    const byLang = /^\/translation-api\/by-lang\/(\w+)$/.exec(path);
    if (byLang)
      return json(res, { data: { attributes: { dictionaryMap: JSON.stringify(dictionaryMap(byLang[1] ?? '')) } } });
    if (path.startsWith('/genfiles/web-app-v2/')) {
      const dictionary = dictionaryByPath(path.slice('/genfiles/web-app-v2/'.length));
      return dictionary ? json(res, dictionary) : json(res, {}, 404);
    }
    if (path.endsWith('/GetSportsShortZip')) {
      const counts = new Map<number, { id: number; name: string; count: number; cyber: boolean }>();
      for (const g of games) {
        const entry = counts.get(g.sportId) ?? { id: g.sportId, name: g.sportName, count: 0, cyber: false };
        entry.count += 1;
        counts.set(g.sportId, entry);
      }
      return json(res, { data: { type: 'feed-sports', attributes: { sports: [...counts.values()] } } });
    }
    if (path.endsWith('/Get1x2_VZip')) {
      const count = Number(url.searchParams.get('count') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      const slice = games.slice((page - 1) * count, page * count);
      return json(res, { data: { type: 'feed-games', attributes: { games: slice, total: games.length, page } } });
    }
    if (path === '/service-api/feed-push') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(': connected\n\n');
      streaming = res;
      return;
    }
    json(res, { success: false, message: 'not found', errors: [{ code: 'not_found', detail: path }] }, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Sends DELTAS_PER_SECOND odds deltas a second, in 10 ms batches, for `seconds`. */
  const stream = async (seconds: number) => {
    const started = Date.now();
    const first = sent;
    const end = started + seconds * 1000;
    while (Date.now() < end) {
      let chunk = '';
      // As many as the rate asks for by now (timers run late under load; the rate must not drop with them).
      const due = Math.min(
        DELTAS_PER_SECOND * seconds,
        Math.floor(((Date.now() - started) * DELTAS_PER_SECOND) / 1000),
      );
      const batch = due - (sent - first);
      for (let i = 0; i < batch; i += 1) {
        const game = games[Math.floor(Math.random() * games.length)];
        if (!game) continue;
        const choices = mainTypes(game.sportId);
        const type = choices[Math.floor(Math.random() * choices.length)] ?? 1;
        const coef = Math.round((1.2 + Math.random() * 5) * 100) / 100;
        chunk += `event: odds\ndata: ${JSON.stringify({ type: 'odds', gameId: game.id, changed: [{ type, param: 0, coef }], removed: [] })}\n\n`;
        sent += 1;
      }
      streaming?.write(chunk);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    origin,
    stream,
    connected: () => streaming !== undefined,
    sent: () => sent,
    close: () =>
      new Promise<void>((resolve) => {
        streaming?.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Strings, not functions: tsx's name-keeping helpers do not exist in the page.
const startProbe = `(() => {
  window.__frames = []; window.__long = 0; let last = performance.now();
  new PerformanceObserver((list) => { window.__long += list.getEntries().filter((e) => e.duration > 50).length; })
    .observe({ type: 'longtask', buffered: false });
  const tick = (t) => { window.__frames.push(t - last); last = t; if (!window.__stop) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
const readProbe = `(() => {
  window.__stop = true;
  const shadow = document.querySelector('#line .betframe-slot div')?.shadowRoot;
  return { frames: window.__frames, long: window.__long, nodes: document.querySelectorAll('*').length + (shadow ? shadow.querySelectorAll('*').length : 0), rows: shadow ? shadow.querySelectorAll('[data-game-id]').length : 0 };
})()`;

interface Probe {
  frames: number[];
  long: number;
  nodes: number;
  rows: number;
  sent: number;
}

async function measureLine(widgetsDir: string): Promise<Probe> {
  const server = await startBenchServer(widgetsDir);
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(server.origin);
    await page.waitForFunction(
      `(() => { const s = document.querySelector('#line .betframe-slot div')?.shadowRoot; return !!s && s.querySelectorAll('[data-game-id]').length > 0; })()`,
      undefined,
      { timeout: 60_000 },
    );
    for (let i = 0; i < 100 && !server.connected(); i += 1) await page.waitForTimeout(50);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(startProbe);
    await server.stream(SECONDS);
    const probe = (await page.evaluate(readProbe)) as Omit<Probe, 'sent'>;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { ...probe, sent: server.sent() };
  } finally {
    await browser.close();
    await server.close();
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

const bench: Benchmark = {
  name: 'line: 2,000 live games, 1,000 deltas/s, 4× CPU throttling (Preact as shipped, React as the peer)',
  async run() {
    ensureBuilt();
    const sizes = buildReactPeer();
    const preact = await measureLine(preactDir);
    const react = await measureLine(reactDir);
    const [preactBytes, reactBytes] = [sizes.preact, sizes.react];
    const p95 = (p: Probe) => percentile(p.frames, 95);
    return [
      { label: 'deltas sent', value: preact.sent, unit: 'deltas' },
      { label: 'frames recorded', value: preact.frames.length, unit: 'frames' },
      { label: 'frame time p50', value: round(percentile(preact.frames, 50)), unit: 'ms' },
      { label: 'frame time p95', value: round(p95(preact)), unit: 'ms' },
      { label: 'long tasks (> 50 ms)', value: preact.long, unit: 'tasks' },
      { label: 'DOM nodes (page + widget shadow root)', value: preact.nodes, unit: 'nodes' },
      { label: 'game rows in the DOM', value: preact.rows, unit: 'rows' },
      { label: 'React peer: deltas sent', value: react.sent, unit: 'deltas' },
      { label: 'React peer: frame time p50', value: round(percentile(react.frames, 50)), unit: 'ms' },
      { label: 'React peer: frame time p95', value: round(p95(react)), unit: 'ms' },
      { label: 'React peer: long tasks (> 50 ms)', value: react.long, unit: 'tasks' },
      { label: 'eager size, shared runtime + line (Preact)', value: round(preactBytes / 1024), unit: 'KB brotli' },
      { label: 'eager size, shared runtime + line (React peer)', value: round(reactBytes / 1024), unit: 'KB brotli' },
      { label: 'size ratio Preact / React', value: ratio(preactBytes, reactBytes), unit: '×' },
      { label: 'frame time p95 ratio Preact / React', value: ratio(p95(preact), p95(react)), unit: '×' },
    ];
  },
};

export default bench;
