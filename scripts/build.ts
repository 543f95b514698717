/**
 * `npm run build`: every browser target of vite.config.ts, one after the other (each writes its own folder of
 * dist/), then `dist/build-info.json` with the source fingerprint `npm start` compares.
 * `npm run build -- widgets site` builds only the named targets.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { type BuildTarget, buildTargets } from '../vite.config';
import { buildInfoPath, sourceFingerprint } from './build-fingerprint';
import { compressDist } from './compress-dist';
import { sitePreloadInHead } from './site-preload-in-head';
import { siteStylesInHead } from './site-styles-in-head';

/** The requested targets in build order; `widgets` brings `host`, which completes the widgets' manifest. */
export function buildOrder(requested: readonly BuildTarget[]): BuildTarget[] {
  const wanted = new Set(requested);
  if (wanted.has('widgets')) wanted.add('host');
  return buildTargets.filter((t) => wanted.has(t));
}

export async function buildAll(targets: readonly BuildTarget[] = buildTargets): Promise<void> {
  const fingerprint = sourceFingerprint();
  for (const target of buildOrder(targets)) {
    const started = performance.now();
    await build({ configFile: 'vite.config.ts', mode: target, logLevel: 'warn' });
    if (target === 'site') {
      siteStylesInHead('dist/site/index.html');
      sitePreloadInHead('dist/site');
    }
    console.log(`build: ${target} in ${Math.round(performance.now() - started)} ms`);
  }
  const started = performance.now();
  const compressed = await compressDist();
  console.log(`build: ${compressed} files compressed in ${Math.round(performance.now() - started)} ms`);
  mkdirSync('dist', { recursive: true });
  writeFileSync(buildInfoPath, `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requested = process.argv
    .slice(2)
    .filter((a): a is BuildTarget => (buildTargets as readonly string[]).includes(a));
  await buildAll(requested.length > 0 ? requested : buildTargets);
}
