/**
 * The HTML of a widget frame page: no inline script (our CSP is `script-src 'self'`), the page's configuration as
 * a JSON data block the runtime parses with zod, the frame entry as a module, and modulepreload links so the
 * runtime, the widget and their chunks download in parallel.
 */
import type { FrameConfig } from '@betframe/sdk/protocol';
import { frameConfigElementId } from '@betframe/sdk/protocol';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON that cannot close the script element it sits in. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function framePageHtml(options: {
  config: FrameConfig;
  dir: 'ltr' | 'rtl';
  frameEntry: string;
  preload: string[];
}): string {
  const { config, dir, frameEntry, preload } = options;
  const lang = escapeHtml(config.lang ?? 'ru');
  const links = preload.map((file) => `<link rel="modulepreload" href="/sdk/widgets/${escapeHtml(file)}">`).join('');
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Betframe ${escapeHtml(config.widget)}</title>` +
    `<style>html,body{margin:0;padding:0;overflow:hidden;background:transparent}</style>${links}` +
    `<script type="application/json" id="${frameConfigElementId}">${safeJson(config)}</script>` +
    `<script type="module" src="/sdk/widgets/${escapeHtml(frameEntry)}"></script>` +
    `</head><body></body></html>`
  );
}

export function frameErrorHtml(message: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Betframe</title></head>` +
    `<body style="margin:0;font:14px system-ui,sans-serif;color:#9f3a38"><p style="margin:12px">${escapeHtml(message)}</p></body></html>`
  );
}
