import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sitePreloadInHead, stageFiles } from './site-preload-in-head';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-b.js' },
  '_zod.js': { file: 'assets/zod-c.js' },
  'src/boot/early-modules.ts': { file: 'assets/early-d.js', imports: ['_zod.js'] },
  'src/shell/site-shell.tsx': { file: 'assets/shell-e.js', imports: ['_zod.js', '_shared.js', 'index.html'] },
  'src/site-app.tsx': { file: 'assets/app-f.js', imports: ['src/shell/site-shell.tsx', '_zod.js'] },
};

const stages = ['src/boot/early-modules.ts', 'src/shell/site-shell.tsx', 'src/site-app.tsx'];

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the site start stages preloaded from the head', () => {
  it('lists each stage after its static imports, each file once, in the order of the stages', () => {
    expect(stageFiles(manifest, stages)).toEqual([
      'assets/zod-c.js',
      'assets/early-d.js',
      'assets/shared-b.js',
      'assets/index-a.js',
      'assets/shell-e.js',
      'assets/app-f.js',
    ]);
  });

  it('adds a modulepreload link for every file the page does not load already', () => {
    dir = mkdtempSync(join(tmpdir(), 'site-preload-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><script type="module" crossorigin src="/site/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/site/assets/shared-b.js"></head><body></body></html>',
    );
    sitePreloadInHead(dir, stages);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/site/assets/shared-b.js',
      '/site/assets/zod-c.js',
      '/site/assets/early-d.js',
      '/site/assets/shell-e.js',
      '/site/assets/app-f.js',
    ]);
    expect(html.indexOf('app-f.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("finds a stage the bundler put in a shared chunk through the entry's dynamic imports", () => {
    const shared = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['_route-page-x.js'] },
      '_route-page-x.js': { file: 'assets/route-page-x.js', name: 'route-page', imports: ['_zod.js'] },
      '_zod.js': { file: 'assets/zod-c.js' },
    };
    expect(stageFiles(shared, ['src/pages/route-page.tsx'])).toEqual(['assets/zod-c.js', 'assets/route-page-x.js']);
  });

  it('fails the build when a stage is missing from the manifest', () => {
    expect(() => stageFiles({}, ['src/site-app.tsx'])).toThrow(/no chunk for src\/site-app.tsx/);
  });
});
