/**
 * The built bundles and the examples, from disk (CONTRACTS §1). A missing build answers a clear 503 page, a
 * missing file 404 — never a crash. Hashed file names are cached for a year; the loader and HTML briefly.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { frameAncestors } from '@betframe/sdk/protocol';
import type { Context, Hono } from 'hono';
import { chooseEncoding, compressible, minimumBytes } from './compression';
import { createPrecompressedFiles, type PrecompressedFiles } from './precompressed';
import { gameFrameSource, pageCsp } from './security-headers';
import type { AppDeps, AppEnv } from './types';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const hashedName = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  short: 'public, max-age=300',
  revalidate: 'no-cache',
} as const;

/** `relative` inside `base`, or undefined when it escapes it (`..`, absolute paths, NUL). */
export function resolveInside(base: string, relative: string): string | undefined {
  if (relative.includes('\0')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  const full = normalize(join(base, decoded));
  return full === base || full.startsWith(base.endsWith(sep) ? base : base + sep) ? full : undefined;
}

async function fileAt(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) {
      const index = join(path, 'index.html');
      return (await stat(index).catch(() => undefined))?.isFile() ? index : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

async function sendFile(c: Context<AppEnv>, path: string, cache: string, extra: Record<string, string> = {}) {
  const body = await readFile(path);
  const type = contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
  return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': cache, ...extra });
}

/**
 * A hashed file, or a built file under a fixed name that changes only with a build (the loader and the host
 * chunk's copy, on every partner page's critical path): its compressed bytes once they are stored
 * (precompressed.ts, keyed by size and modification time), sent as they are; until then, and for what is not
 * compressed at all, the plain file as `sendFile` sends it.
 */
async function sendStoredFile(
  c: Context<AppEnv>,
  path: string,
  precompressed: PrecompressedFiles,
  extra: Record<string, string>,
  cache: string = cacheControl.immutable,
) {
  const type = contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding || !compressible.test(type)) return sendFile(c, path, cache, extra);
  const info = await stat(path);
  const version = { path, size: info.size, mtimeMs: info.mtimeMs };
  const stored = precompressed.get(version) ?? (await precompressed.loadBuilt(version));
  if (stored) {
    const bytes = stored[encoding];
    return c.body(bytes, 200, {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': cache,
      'Content-Encoding': encoding,
      Vary: 'Accept-Encoding',
      ...extra,
    });
  }
  const body = await readFile(path);
  if (body.byteLength >= minimumBytes) void precompressed.prepare(version, body);
  return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': cache, ...extra });
}

function notBuilt(c: Context<AppEnv>, what: string) {
  return c.html(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>` +
      `<h1>${what} is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds ` +
      `when sources changed) and reload.</p></html>`,
    503,
    { 'Cache-Control': 'no-store', 'Retry-After': '30' },
  );
}

function notFound(c: Context<AppEnv>) {
  return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
}

/** Serves `dir` under `prefix`, with hashed files long-cached. */
function serveDirectory(
  app: Hono<AppEnv>,
  prefix: string,
  dir: string,
  precompressed: PrecompressedFiles,
  options: { cors?: boolean; shortCache?: (relative: string) => boolean } = {},
) {
  app.get(`${prefix}/*`, async (c) => {
    const relative = c.req.path.slice(prefix.length + 1);
    const resolved = resolveInside(dir, relative);
    if (!resolved) return notFound(c);
    const file = await fileAt(resolved);
    if (!file) return notFound(c);
    const name = file.slice(dir.length + 1);
    const short = options.shortCache?.(name);
    const cache = short ? cacheControl.short : hashedName.test(name) ? cacheControl.immutable : cacheControl.revalidate;
    const extra: Record<string, string> = options.cors
      ? { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' }
      : {};
    return cache === cacheControl.revalidate
      ? sendFile(c, file, cache, extra)
      : sendStoredFile(c, file, precompressed, extra, cache);
  });
}

const languagePath = /^\/([a-z]{2})(\/|$)/;

/**
 * Who may frame the site (embedded micro-frontend mode, docs/site.md): the allowed origins of the partner the
 * page is for (`?partner=`, default 1), like the widget frame pages; nobody when the partner allows none. The
 * old X-Frame-Options cannot name several origins, so it is sent (DENY) only when nobody may frame the site.
 */
export async function siteFraming(
  deps: AppDeps,
  partnerParam: string | undefined,
  frameSources = '',
): Promise<Record<string, string>> {
  const partner = Number(partnerParam ?? '1');
  const config = await deps.siteConfig.get({ partner: Number.isInteger(partner) && partner > 0 ? partner : 1 });
  const sources = frameAncestors(config.partner.allowedOrigins);
  return sources === "'none'"
    ? { 'Content-Security-Policy': pageCsp("'none'", frameSources), 'X-Frame-Options': 'DENY' }
    : { 'Content-Security-Policy': pageCsp(sources, frameSources) };
}

export function registerStaticFiles(app: Hono<AppEnv>, deps: AppDeps): void {
  const { dist, examples } = deps.paths;
  const precompressed = createPrecompressedFiles(undefined, dist);

  app.get('/', (c) => c.redirect('/ru', 302));

  // Loader and widget bundles load from partners' pages: any origin may fetch them (module scripts need CORS).
  serveDirectory(app, '/sdk', join(dist, 'sdk'), precompressed, {
    cors: true,
    // The loader and the host chunk's fixed-name copy, which the loader imports (vite.config.ts).
    shortCache: (name) => name === 'loader.js' || name === 'widgets/host/host.js',
  });
  serveDirectory(app, '/site', join(dist, 'site'), precompressed);
  serveDirectory(app, '/statistic-frame', join(dist, 'statistic-frame'), precompressed);
  // The design system's gallery is built (vite --mode gallery); the other examples are served as written.
  serveDirectory(app, '/examples/design-system', join(dist, 'examples', 'design-system'), precompressed);
  app.get('/examples/design-system', (c) => c.redirect('/examples/design-system/', 301));
  serveDirectory(app, '/examples', examples, precompressed);
  app.get('/examples', (c) => c.redirect('/examples/', 301));

  app.get('/:lang{[a-z]{2}}/statisticpopup/*', async (c) => {
    const index = join(dist, 'statistic-frame', 'index.html');
    if (!(await fileAt(index))) return notBuilt(c, 'The statistics frame');
    const partner = Number(c.req.query('partner') ?? '1');
    const config = await deps.siteConfig.get({ partner: Number.isInteger(partner) ? partner : 1 });
    const partnerSources = frameAncestors(config.partner.allowedOrigins);
    const ancestors = partnerSources === "'none'" ? "'self'" : `'self' ${partnerSources}`;
    return sendFile(c, index, cacheControl.revalidate, { 'Content-Security-Policy': pageCsp(ancestors) });
  });
  app.get('/:lang{[a-z]{2}}/statisticpopup', (c) => c.redirect(`${c.req.path}/`, 301));

  app.get('*', async (c, next) => {
    if (!languagePath.test(c.req.path) || c.req.path.startsWith('/api/')) return next();
    const index = join(dist, 'site', 'index.html');
    if (!(await fileAt(index))) return notBuilt(c, 'The site');
    // The casino's games open in a frame on the game origin.
    const framing = await siteFraming(deps, c.req.query('partner'), gameFrameSource(deps, c.req.url));
    return sendFile(c, index, cacheControl.revalidate, framing);
  });
}
