/**
 * `openStatistic(path, mode)` (CONTRACTS §5): opens the statistics frame in an iframe inside a target element,
 * in a centred window of its own, or in a modal dialog over the page, and connects the parent-side client.
 */
import { holdFocus } from './hold-focus';
import { createStatisticParent, type StatisticParent, type StatisticParentOptions } from './parent-client';
import { splitFramePath } from './paths';
import { statisticWindowFeatures } from './window-size';

export type StatisticMode = 'iframe' | 'window' | 'modal';

export interface OpenStatisticOptions {
  /** The sportsbook origin serving the frame; default: this page's origin. */
  origin?: string;
  /** Language segment when `path` does not carry one; default `en`. */
  lang?: string;
  /** Frame query parameters (SPEC §5): tz, tt, dark, rtl, hour12, minHeight, ref, … */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** iframe mode: the element (or selector) to put the frame in. */
  target?: Element | string;
  /** Accessible name of the frame and the dialog. */
  title?: string;
  couponData?: StatisticParentOptions['couponData'];
  /** The document to work in; default `document`. */
  document?: Document;
}

export interface StatisticHandle {
  mode: StatisticMode;
  url: string;
  client: StatisticParent;
  iframe?: HTMLIFrameElement;
  window?: Window | null;
  close(): void;
}

/** The frame URL for `path` (`game/1/2`, or a full `/{lang}/statisticpopup/…` path). */
export function statisticUrl(path: string, options: Pick<OpenStatisticOptions, 'origin' | 'lang' | 'query'> = {}) {
  const origin = options.origin ?? globalThis.location?.origin ?? '';
  const [pathname = '', search = ''] = path.split('?', 2);
  const split = splitFramePath(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const lang = split?.lang ?? options.lang ?? 'en';
  const route = (split ? split.route : pathname).replace(/^\/+/, '');
  const url = new URL(`/${lang}/statisticpopup/${route}`, origin);
  for (const [key, value] of new URLSearchParams(search)) url.searchParams.set(key, value);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function makeIframe(doc: Document, url: string, title: string, minHeight: number): HTMLIFrameElement {
  const iframe = doc.createElement('iframe');
  iframe.src = url;
  iframe.title = title;
  iframe.style.cssText = `display:block;width:100%;border:0;height:${minHeight}px`;
  return iframe;
}

export function openStatistic(path: string, mode: StatisticMode, options: OpenStatisticOptions = {}): StatisticHandle {
  const doc = options.document ?? document;
  const view = doc.defaultView ?? window;
  const url = statisticUrl(path, options);
  const frameOrigin = new URL(url).origin;
  const title = options.title ?? 'Statistics';
  const minHeight = Number(new URL(url).searchParams.get('minHeight') ?? 280) || 280;

  if (mode === 'window') {
    const screen = view.screen;
    const features = statisticWindowFeatures({
      width: screen.availWidth || screen.width,
      height: screen.availHeight || screen.height,
      left: (screen as Screen & { availLeft?: number }).availLeft ?? 0,
      top: (screen as Screen & { availTop?: number }).availTop ?? 0,
    });
    const popup = view.open(url, 'betframe-statistic', features);
    const client = createStatisticParent({
      frame: () => popup,
      frameOrigin,
      host: view,
      ...(options.couponData ? { couponData: options.couponData } : {}),
    });
    return {
      mode,
      url,
      client,
      window: popup,
      close() {
        client.destroy();
        popup?.close();
      },
    };
  }

  const iframe = makeIframe(doc, url, title, minHeight);
  const client = createStatisticParent({
    frame: () => iframe.contentWindow,
    frameOrigin,
    host: view,
    ...(options.couponData ? { couponData: options.couponData } : {}),
  });
  client.on('height', ({ height }) => {
    iframe.style.height = `${Math.max(height, minHeight)}px`;
  });

  if (mode === 'iframe') {
    const target = typeof options.target === 'string' ? doc.querySelector(options.target) : options.target;
    if (!target) throw new Error(`openStatistic: iframe mode needs a target element (${String(options.target)})`);
    target.append(iframe);
    return {
      mode,
      url,
      client,
      iframe,
      close() {
        client.destroy();
        iframe.remove();
      },
    };
  }

  const backdrop = doc.createElement('div');
  backdrop.style.cssText =
    'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center';
  const dialog = doc.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', title);
  dialog.style.cssText =
    'position:relative;width:min(1024px,96vw);max-height:92vh;overflow:auto;background:#fff;border-radius:8px';
  const closeButton = doc.createElement('button');
  closeButton.type = 'button';
  closeButton.textContent = '×';
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.style.cssText =
    'position:absolute;top:4px;inset-inline-end:4px;z-index:1;font-size:22px;line-height:1;border:0;background:transparent;cursor:pointer';
  dialog.append(closeButton, iframe);
  backdrop.append(dialog);
  const previousFocus = doc.activeElement as HTMLElement | null;
  let release = () => {};
  const close = () => {
    client.destroy();
    release();
    doc.removeEventListener('keydown', onKey);
    backdrop.remove();
    previousFocus?.focus?.();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  closeButton.addEventListener('click', close);
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) close();
  });
  doc.addEventListener('keydown', onKey);
  doc.body.append(backdrop);
  closeButton.focus();
  release = holdFocus(dialog);
  return { mode, url, client, iframe, close };
}
