/**
 * Everything the frame does besides drawing: the parent bridge, live settings, hidden items, in-frame
 * navigation (history plus `route`/`back`/`forward` messages), bets from the parent, the coupon question,
 * the title and the height. Kept free of UI code so the browser tests drive it with a plain page.
 */

import type { Brand } from '@betframe/sdk/design';
import type { HttpClient } from '@betframe/sdk/request';
import type { StatisticBet } from '@betframe/sdk/statistic';
import { splitFramePath, statisticFrameRtl } from '@betframe/sdk/statistic';
import { createExpiringStorage, type ExpiringStorage } from '@betframe/sdk/storage';
import { parseStatisticsFrameQuery, type StatisticsFrameQuery } from '@betframe/sdk/validation';
import { z } from 'zod/mini';
import { betsAvailable, COUPON_TIMEOUT_MS } from './coupon';
import { FrameBridge } from './frame-bridge';
import { startHeightReporter } from './height-reporter';
import { HiddenItems } from './hidden-items';
import { applySettingsToDocument, SettingsStore } from './settings';

export interface FrameRuntimeOptions {
  win?: Window;
  allowedOrigins: Promise<readonly string[]>;
  query: StatisticsFrameQuery;
  storage?: ExpiringStorage;
  couponTimeoutMs?: number;
}

export interface FrameLocation {
  lang: string;
  /** The route part after `statisticpopup/`, e.g. `game/1/500001/h2h`. */
  route: string;
  search: string;
}

export class FrameRuntime {
  readonly win: Window;
  readonly bridge: FrameBridge;
  readonly settings: SettingsStore;
  readonly hidden: HiddenItems;
  readonly query: StatisticsFrameQuery;
  private location: FrameLocation;
  private readonly routeListeners = new Set<(location: FrameLocation) => void>();
  private bets: StatisticBet[] = [];
  private readonly betListeners = new Set<(bets: readonly StatisticBet[]) => void>();
  private readonly couponTimeoutMs: number;
  private stops: Array<() => void> = [];
  /** The direction the parent chose (`rtl` in the query or a `settings` message); undefined: the language's. */
  private chosenRtl: boolean | undefined;

  constructor(options: FrameRuntimeOptions) {
    this.win = options.win ?? window;
    this.query = options.query;
    this.couponTimeoutMs = options.couponTimeoutMs ?? COUPON_TIMEOUT_MS;
    this.location = this.readLocation();
    this.bridge = new FrameBridge({ win: this.win, allowedOrigins: options.allowedOrigins });
    this.chosenRtl = options.query.rtl;
    this.settings = new SettingsStore({
      hour12: options.query.hour12,
      dark: options.query.dark ?? false,
      rtl: statisticFrameRtl(this.lang, this.chosenRtl),
      timezone: options.query.tz,
      tagId: undefined,
    });
    this.hidden = new HiddenItems(options.storage ?? createExpiringStorage(), (items) =>
      this.bridge.send({ type: 'hidden-items', items }),
    );
    const doc = this.win.document;
    doc.documentElement.lang = this.lang;
    applySettingsToDocument(doc, this.settings.get());
    this.stops.push(this.settings.subscribe((settings) => applySettingsToDocument(doc, settings)));
    this.stops.push(
      this.bridge.on((message) => {
        switch (message.type) {
          case 'settings':
            if (message.rtl !== undefined) this.chosenRtl = message.rtl;
            this.settings.update(message);
            break;
          case 'path':
            this.navigate(message.path, { replace: false, fromParent: true });
            break;
          case 'bets':
            this.bets = message.bets;
            for (const listener of [...this.betListeners]) listener(this.bets);
            break;
          case 'coupon-data':
            break;
        }
      }),
    );
    const onPop = () => this.changed(this.readLocation());
    this.win.addEventListener('popstate', onPop);
    this.stops.push(() => this.win.removeEventListener('popstate', onPop));
  }

  private readLocation(): FrameLocation {
    const { pathname, search } = this.win.location;
    const split = splitFramePath(pathname);
    return { lang: split?.lang ?? 'en', route: split?.route ?? '', search };
  }

  get current(): FrameLocation {
    return this.location;
  }

  /** The language shown: the address's `lang` parameter, else its `/{lang}/` segment (as the views read it). */
  get lang(): string {
    return langOf(this.location);
  }

  /** The address of a route inside the frame, keeping the frame's query parameters. */
  href(route: string): string {
    return `/${this.location.lang}/statisticpopup/${route.replace(/^\/+/, '')}${this.location.search}`;
  }

  onRoute(listener: (location: FrameLocation) => void): () => void {
    this.routeListeners.add(listener);
    return () => this.routeListeners.delete(listener);
  }

  private changed(location: FrameLocation) {
    this.location = location;
    this.followLanguage();
    for (const listener of [...this.routeListeners]) listener(location);
  }

  /**
   * A `path` (or in-frame navigation, or history) may lead to another language: `<html lang>` follows it, and so
   * does the direction unless the parent chose one — its `rtl` (query or `settings`) stays in force.
   */
  private followLanguage(): void {
    const lang = this.lang;
    const root = this.win.document.documentElement;
    if (root.lang !== lang) root.lang = lang;
    const rtl = statisticFrameRtl(lang, this.chosenRtl);
    if (this.settings.get().rtl !== rtl) this.settings.update({ rtl });
  }

  /**
   * Goes to `path` (a route like `team/1/1001` or a full `/{lang}/statisticpopup/…` path) and tells the parent
   * (`route`), unless the parent asked for it.
   */
  navigate(path: string, { replace = false, fromParent = false }: { replace?: boolean; fromParent?: boolean } = {}) {
    const [pathname = '', search] = path.split('?', 2);
    const full = splitFramePath(pathname.startsWith('/') ? pathname : `/${pathname}`)
      ? `${pathname.startsWith('/') ? '' : '/'}${pathname}${search === undefined ? this.location.search : `?${search}`}`
      : this.href(pathname);
    const url = new URL(full, this.win.location.href);
    const same = url.pathname === this.win.location.pathname && url.search === this.win.location.search;
    if (replace || same) this.win.history.replaceState(null, '', url);
    else this.win.history.pushState(null, '', url);
    this.changed(this.readLocation());
    if (!fromParent) this.bridge.send({ type: 'route', path: url.pathname + url.search, replace: replace || same });
  }

  back(): void {
    this.bridge.send({ type: 'back' });
    this.win.history.back();
  }

  forward(): void {
    this.bridge.send({ type: 'forward' });
    this.win.history.forward();
  }

  currentBets(): readonly StatisticBet[] {
    return this.bets;
  }

  onBets(listener: (bets: readonly StatisticBet[]) => void): () => void {
    this.betListeners.add(listener);
    return () => this.betListeners.delete(listener);
  }

  sendBet(bet: { gameId: number; sportId: number; market: string; outcome: string; coefficient: number }): void {
    this.bridge.send({ type: 'send-bet', ...bet });
  }

  /** Asks the parent for coupon data; false after the 2-second timeout. */
  betsAvailable(): Promise<boolean> {
    return betsAvailable(this.bridge, this.couponTimeoutMs);
  }

  setTitle(title: string): void {
    if (this.win.document.title === title) return;
    this.win.document.title = title;
    this.bridge.send({ type: 'title', title });
  }

  watchHeight(content: Element): void {
    const reporter = startHeightReporter(content, this.query.minHeight, (height) =>
      this.bridge.send({ type: 'height', height }),
    );
    this.stops.push(() => reporter.stop());
  }

  destroy(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    this.bridge.destroy();
  }
}

function langOf(location: FrameLocation): string {
  return parseStatisticsFrameQuery(new URLSearchParams(location.search)).query.lang ?? location.lang;
}

const optionalText = z.optional(z.string());
const siteConfigOrigins = z.object({
  data: z.object({
    attributes: z.object({
      partner: z.object({ allowedOrigins: z.array(z.string()) }),
      customize: z.optional(
        z.object({ accent: optionalText, accentDark: optionalText, font: optionalText, fontUrl: optionalText }),
      ),
    }),
  }),
});

/**
 * The partner's allowed origins from the site configuration (narrow read: only what the frame needs), and its
 * re-brand handed to `onBrand` (docs/design-system.md).
 */
export async function loadAllowedOrigins(
  http: Pick<HttpClient, 'execute'>,
  partner: number,
  onBrand: (brand: Brand) => void = () => {},
): Promise<readonly string[]> {
  const body = await http.execute({ path: '/frontend-api/site-config', query: { partner }, schema: siteConfigOrigins });
  const { partner: partnerGroup, customize } = body.data.attributes;
  if (customize) onBrand(customize);
  return partnerGroup.allowedOrigins;
}
