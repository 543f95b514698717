/**
 * The packages a partner installs, as a partner gets them: `npm run build:packages`, `npm pack` of
 * `@betframe/sdk` and `@betframe/react`, and a fresh Vite + React 19 app outside the workspace
 * (tests/fixtures/partner-react-app, copied to a temporary folder) that installs the two tarballs with real `react`
 * and `react-dom`, type-checks against their declarations, builds, and runs in Chromium against the real server:
 * StrictMode mounts each widget once, widget events reach `onEvent`, the state hook shows the defaults and
 * follows the page's and the widgets' changes.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/e2e-world';

const root = resolve(import.meta.dirname, '../..');
const world = useServerAndBrowser();
let app = '';
let site: Server | undefined;
let siteOrigin = '';

function run(command: string, args: string[], cwd: string) {
  // Outside the workspace as a partner's shell would be: none of this run's npm settings, and not the production
  // NODE_ENV the test runner inherits (npm would leave out the app's devDependencies).
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')));
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...env, NODE_ENV: 'development' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

beforeAll(async () => {
  run('npx', ['tsx', 'scripts/build-packages.ts'], root);
  app = mkdtempSync(join(tmpdir(), 'betframe-partner-app-'));
  for (const name of ['sdk', 'react'])
    run('npm', ['pack', '--pack-destination', app], join(root, 'dist/packages', name));
  const tarball = (prefix: string) => `file:./${readdirSync(app).find((f) => f.startsWith(prefix)) ?? ''}`;
  cpSync(join(root, 'tests/fixtures/partner-react-app'), app, { recursive: true });
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'partner-react-app',
      private: true,
      type: 'module',
      dependencies: {
        '@betframe/sdk': tarball('betframe-sdk-'),
        '@betframe/react': tarball('betframe-react-'),
        react: '^19',
        'react-dom': '^19',
      },
      devDependencies: {
        vite: version('vite'),
        typescript: version('typescript'),
        '@types/react': version('@types/react'),
        '@types/react-dom': version('@types/react-dom'),
      },
    }),
  );
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], app);
  run('npx', ['tsc', '-p', 'tsconfig.json'], app);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], app);
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = join(app, 'dist', path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => site?.listen(0, '127.0.0.1', done));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 600_000);

afterAll(async () => {
  await new Promise<void>((done) => (site ? site.close(() => done()) : done()));
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('the packed @betframe/sdk and @betframe/react in a fresh Vite + React 19 app', () => {
  it('installs outside the workspace with no workspace paths, type-checks and builds', () => {
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@betframe/sdk/package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(Object.keys(installed.exports)).toContain('.');
    expect(readFileSync(join(app, 'node_modules/@betframe/react/index.js'), 'utf8')).not.toMatch(/\.\.\/\.\.\/sdk/);
    expect(readdirSync(join(app, 'dist/assets')).some((f) => f.endsWith('.js'))).toBe(true);
  });

  it('mounts each widget once under StrictMode, reports events and follows the shared state', async () => {
    const page = await world.browser.newPage({ viewport: { width: 390, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${siteOrigin}/?origin=${encodeURIComponent(world.server.origin)}`);
    await page.waitForSelector('[data-testid="loaded"]:text("loaded")');
    // The defaults before anything changed them.
    expect(await page.textContent('[data-testid="route"]')).toBe('/');
    expect(await page.textContent('[data-testid="outcomes"]')).toBe('0');
    await page.waitForFunction(() => {
      const events = (window as unknown as { partnerEvents: { event: string; widget?: string }[] }).partnerEvents;
      return ['line', 'coupon'].every((w) => events.some((e) => e.event === 'ready' && e.widget === w));
    });
    expect(await page.locator('iframe').count()).toBe(2);
    // The page's own change reaches the hook.
    await page.click('[data-testid="go-live"]');
    await page.waitForSelector('[data-testid="route"]:text("/live")');
    // A price picked in the line frame goes into the shared coupon: the hook hears the frame's change.
    const line = page.frames().find((f) => f.url().includes('/sdk/frame/line?'));
    if (!line) throw new Error('no line frame');
    const price = await line.waitForSelector('[data-testid="line-games"] button[data-outcome-id]:not([disabled])');
    await price.click();
    await page.waitForSelector('[data-testid="outcomes"]:text("1")');
    // New provider options go to init without remounting the widgets.
    await page.click('[data-testid="lang-ru"]');
    await page.waitForTimeout(300);
    expect(await page.locator('iframe').count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
