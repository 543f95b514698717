/**
 * `npm run bench`: runs every `tests/bench/*.bench.ts` (or those whose file name contains an argument:
 * `npm run bench -- loader`) one after the other and prints their figures. A benchmark that throws is reported
 * and the run goes on; the exit code is non-zero if any failed.
 */
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { globSync } from 'tinyglobby';
import { isBenchmark } from '../tests/bench/benchmark';

const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = globSync('tests/bench/*.bench.ts')
  .sort()
  .filter((f) => filters.length === 0 || filters.some((x) => basename(f).includes(x)));

const format = (n: number) =>
  Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 });

let failures = 0;
for (const file of files) {
  const mod: { default?: unknown } = await import(pathToFileURL(file).href);
  if (!isBenchmark(mod.default)) {
    console.log(`✗ ${file}: default export is not a { name, run } benchmark`);
    failures += 1;
    continue;
  }
  const bench = mod.default;
  const started = performance.now();
  try {
    const figures = await bench.run();
    console.log(`\n${bench.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    for (const f of figures) console.log(`  ${f.label.padEnd(60)} ${format(f.value).padStart(14)} ${f.unit}`);
  } catch (error) {
    failures += 1;
    console.log(`\n✗ ${bench.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (files.length === 0) console.log('bench: no benchmark files matched');
process.exit(failures > 0 ? 1 : 0);
