/**
 * Live push: each tick compares every active game with what was last seen and fans the differences out as
 * deltas (odds, score, status, settlement) to the subscribers whose filter covers the game. A delta is
 * serialised once per language and the same string goes to every subscriber, so a thousand clients cost one
 * JSON.stringify. Settlement listeners (betting) hear about official results here too.
 */
import type { PushDelta, PushQuery } from '@betframe/sdk/feed';
import { scoreToWire } from './present';
import type { FeedProvider, GameView } from './provider';
import { presentView } from './queries';
import type { GameDef } from './world';

interface Seen {
  status: string;
  score: string;
  odds: Map<string, number>;
}

export interface PushSubscriber {
  filter: Pick<PushQuery, 'sports' | 'games' | 'champs' | 'line' | 'lng'> &
    Partial<Pick<PushQuery, 'full' | 'fullGames' | 'all'>>;
  /** Receives the SSE event name and its JSON data. */
  send(event: string, data: string): void;
  /**
   * When given, a tick's deltas arrive here instead, as ready server-sent-event frames in one buffer: the frames
   * are encoded once per language and shared by every subscriber, and a client gets one write a tick.
   */
  sendFrames?(frames: Uint8Array): void;
}

const encoder = new TextEncoder();
const frameOf = (event: string, data: string) => encoder.encode(`event: ${event}\ndata: ${data}\n\n`);

export type SettledListener = (gameId: number, status: 2 | 4) => void;

const AHEAD_MS = 10 * 60 * 1000;

export class PushHub {
  private readonly seen = new Map<number, Seen>();
  private readonly announced = new Set<number>();
  private readonly subscribers = new Set<PushSubscriber>();
  private readonly settledListeners = new Set<SettledListener>();
  private timer: NodeJS.Timeout | undefined;
  delivered = 0;
  /** Rounds of change detection so far: a new round also starts a new tick of the prepared answers. */
  rounds = 0;

  constructor(private readonly provider: FeedProvider) {}

  start(intervalMs = 1000): void {
    if (this.timer) return;
    // Outrights are priced ahead between ticks (outright-pricing.ts), not by the first request of a window.
    const ahead = () => void this.provider.priceAhead?.();
    ahead();
    this.timer = setInterval(() => {
      ahead();
      this.tick();
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  onSettled(listener: SettledListener): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Adds a subscriber and sends it a snapshot of every active game it follows. */
  subscribe(sub: PushSubscriber): () => void {
    this.subscribers.add(sub);
    for (const g of this.provider.activeGames(AHEAD_MS)) {
      if (!covers(sub, g, this.provider.view(g))) continue;
      const view = this.provider.view(g);
      if (view.status === 2 || view.status === 4) continue;
      sub.send(
        'snapshot',
        JSON.stringify({
          type: 'snapshot',
          game: presentView(
            view,
            sub.filter.lng,
            sub.filter.full === true || sub.filter.fullGames?.includes(g.id) === true,
          ),
        } satisfies PushDelta),
      );
    }
    return () => this.subscribers.delete(sub);
  }

  /** One round of change detection; returns how many messages were delivered. */
  tick(): number {
    this.rounds++;
    let delivered = 0;
    const active = this.provider.activeGames(AHEAD_MS);
    const activeIds = new Set<number>();
    const batches = new Map<PushSubscriber, Uint8Array[]>();
    for (const g of active) {
      activeIds.add(g.id);
      if (this.announced.has(g.id)) continue;
      const view = this.provider.view(g);
      const deltas = this.diff(g, view);
      if (deltas.length === 0) continue;
      const byLang = new Map<string, { messages: string[]; frames?: Uint8Array[] }>();
      for (const sub of this.subscribers) {
        if (!covers(sub, g, view)) continue;
        let lang = byLang.get(sub.filter.lng);
        if (!lang) {
          lang = { messages: deltas.map((d) => JSON.stringify(d(sub.filter.lng))) };
          byLang.set(sub.filter.lng, lang);
        }
        delivered += deltas.length;
        if (!sub.sendFrames) {
          deltas.forEach((d, i) => {
            sub.send(d.event, lang.messages[i] as string);
          });
          continue;
        }
        const messages = lang.messages;
        lang.frames ??= deltas.map((d, i) => frameOf(d.event, messages[i] as string));
        const batch = batches.get(sub);
        if (batch) batch.push(...lang.frames);
        else batches.set(sub, [...lang.frames]);
      }
      if (view.status === 2 || view.status === 4) {
        this.announced.add(g.id);
        this.seen.delete(g.id);
        for (const l of this.settledListeners) l(g.id, view.status);
      }
    }
    for (const [sub, frames] of batches)
      sub.sendFrames?.(frames.length === 1 ? (frames[0] as Uint8Array) : concat(frames));
    for (const id of this.seen.keys()) if (!activeIds.has(id)) this.seen.delete(id);
    if (this.announced.size > 50_000) this.announced.clear();
    this.delivered += delivered;
    return delivered;
  }

  private diff(g: GameDef, view: GameView): Array<{ event: string; (lang: string): PushDelta }> {
    const out: Array<{ event: string; (lang: string): PushDelta }> = [];
    const make = (event: string, build: (lang: string) => PushDelta) => Object.assign(build, { event });
    const prev = this.seen.get(g.id);
    const status = `${view.status}:${view.kind}:${view.suspended}`;
    const score =
      JSON.stringify(view.score ?? null) +
      view.period +
      view.inBreak +
      (view.clockSeconds !== undefined ? Math.floor(view.clockSeconds / 60) : '');
    const odds = new Map(view.outcomes.map((o) => [`${o.type}:${o.param}`, o.coef]));
    this.seen.set(g.id, { status, score, odds });
    if (!prev) return out;
    if (view.status === 2 || view.status === 4) {
      out.push(
        make('settled', (lang) => {
          const sc = scoreToWire(view, lang);
          return { type: 'settled', gameId: g.id, status: view.status, ...(sc ? { score: sc } : {}) };
        }),
      );
      return out;
    }
    if (prev.status !== status) {
      out.push(
        make('status', () => ({
          type: 'status',
          gameId: g.id,
          status: view.status,
          kind: view.kind,
          suspended: view.suspended,
        })),
      );
    }
    if (prev.score !== score) {
      const build = (lang: string): PushDelta => {
        const sc = scoreToWire(view, lang);
        return { type: 'score', gameId: g.id, score: sc ?? { total: [0, 0], periods: [], period: 0, inBreak: false } };
      };
      if (view.score) out.push(make('score', build));
    }
    const changed = view.outcomes.filter((o) => prev.odds.get(`${o.type}:${o.param}`) !== o.coef);
    const removed = [...prev.odds.keys()]
      .filter((k) => !odds.has(k))
      .map((k) => {
        const [type, param] = k.split(':').map(Number);
        return { type: type ?? 0, param: param ?? 0 };
      });
    if (changed.length > 0 || removed.length > 0) {
      out.push(make('odds', () => ({ type: 'odds', gameId: g.id, changed, removed })));
    }
    return out;
  }
}

function covers(sub: PushSubscriber, g: GameDef, view: GameView): boolean {
  const f = sub.filter;
  if (f.games?.includes(g.id)) return true;
  if (view.kind !== 1 && !f.line) return false;
  if (f.all) return true;
  const bySport = f.sports && f.sports.length > 0;
  const byChamp = f.champs && f.champs.length > 0;
  const byGame = f.games && f.games.length > 0;
  if (!bySport && !byChamp && !byGame) return true;
  return Boolean(f.sports?.includes(g.sport.id) || f.champs?.includes(g.champ.id));
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
