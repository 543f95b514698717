/**
 * The in-house games' page on the game origin (the launch call's one-time URL, `/{lang}/casino/play/{game}?token=…`)
 * and its bundle (`dist/casino-games`, vite build target `casino-games`; sources widgets/src/casino/frame/). The
 * page carries only the game and language (`#bf-game-boot`); it opens the token itself. It may be framed by the
 * sportsbook's own pages and the partner's allowed origins (the casino widget on a partner page).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ORIGINALS } from '@betframe/sdk/casino';
import { textDirection } from '@betframe/sdk/i18n';
import { frameAncestors } from '@betframe/sdk/protocol';
import { pageCsp } from '../app/security-headers';
import { cacheControl, resolveInside } from '../app/static-files';
import type { RouteModule } from '../app/types';

const ENTRY = 'widgets/src/casino/frame/main.tsx';
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
};

/** Text placed inside `<script type="application/json">`: `<` escaped so no `</script>` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function gamePageHtml(entryFile: string, boot: { game: string; lang: string }, dir: 'ltr' | 'rtl'): string {
  return (
    `<!doctype html><html lang="${boot.lang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="origin">` +
    `<title>Betframe</title><script type="application/json" id="bf-game-boot">${scriptJson(boot)}</script>` +
    `<script type="module" src="/casino-games/${entryFile}"></script></head>` +
    `<body><div id="bf-game"></div></body></html>`
  );
}

export const casinoGamePageRoutes: RouteModule = (app, deps) => {
  const dist = join(deps.paths.dist, 'casino-games');
  let entry: Promise<string | undefined> | undefined;
  const entryFile = () => {
    entry ??= readFile(join(dist, '.vite', 'manifest.json'), 'utf8')
      .then((text) => (JSON.parse(text) as Record<string, { file?: string }>)[ENTRY]?.file)
      .catch(() => undefined);
    return entry;
  };

  app.get('/:lang{[a-z]{2}}/casino/play/:game', async (c) => {
    const game = c.req.param('game');
    const lang = c.req.param('lang');
    if (!(ORIGINALS as readonly string[]).includes(game)) return c.text('Not found', 404);
    const file = await entryFile();
    if (!file) {
      entry = undefined;
      return c.text('The casino games are not built yet: run npm run build', 503, { 'Retry-After': '30' });
    }
    const config = await deps.siteConfig.get({ partner: Number(c.req.query('partner') ?? '1') || 1 });
    const partners = frameAncestors(config.partner.allowedOrigins);
    // The sportsbook's own site (the main origin) frames it too: same host, any port of ours.
    const here = new URL(c.req.url);
    const ancestors = `'self' ${here.protocol}//${here.hostname}:*${partners === "'none'" ? '' : ` ${partners}`}`;
    return c.html(gamePageHtml(file, { game, lang }, textDirection(lang)), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pageCsp(ancestors),
      'Referrer-Policy': 'origin',
    });
  });

  app.get('/casino-games/*', async (c) => {
    const path = resolveInside(dist, c.req.path.slice('/casino-games/'.length));
    const type = path ? types[path.slice(path.lastIndexOf('.'))] : undefined;
    if (!path || !type) return c.text('Not found', 404);
    const body = await readFile(path).catch(() => undefined);
    if (!body) return c.text('Not found', 404);
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': cacheControl.immutable });
  });
};
