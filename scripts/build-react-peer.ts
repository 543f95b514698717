/**
 * The widgets built once more with real React and ReactDOM instead of Preact (issue 25's peer comparison), into
 * dist/bench/widgets-react — a bench build only, never served to players. Its manifest names the shipped host
 * chunk (the loader reads it), and `sizes.json` holds both builds' eager brotli bytes for the line widget: the
 * shared runtime entry plus the line entry and everything they import statically. tests/bench/line.bench.ts runs it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { widgetsWithReactConfig } from '../vite.config';
import { eagerClosure, measure } from './size-check';

const preactDir = 'dist/sdk/widgets';
const reactDir = 'dist/bench/widgets-react';

function eagerLineBytes(dir: string): number {
  const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
  const files = eagerClosure(manifest, ['widgets/src/runtime/inline-entry.ts', 'widgets/src/line/index.tsx']);
  return [...files].reduce((total, file) => total + measure(readFileSync(join(dir, file))).brotli, 0);
}

await build(widgetsWithReactConfig(reactDir));
const shipped = JSON.parse(readFileSync(`${preactDir}/manifest.json`, 'utf8')) as { host: string };
const peer = JSON.parse(readFileSync(`${reactDir}/manifest.json`, 'utf8')) as { host: string | null };
writeFileSync(`${reactDir}/manifest.json`, JSON.stringify({ ...peer, host: shipped.host }));
const sizes = { preact: eagerLineBytes(preactDir), react: eagerLineBytes(reactDir) };
writeFileSync(`${reactDir}/sizes.json`, JSON.stringify(sizes));
console.log(`react peer: ${reactDir}; eager runtime + line ${sizes.preact} B (Preact) vs ${sizes.react} B (React)`);
