/**
 * Size budgets: measures every budgeted bundle of dist/ (raw, gzip and brotli at the level our server serves) and
 * fails when one is over its brotli budget or missing. Run after `npm run build`; `npm test` does both.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { globSync } from 'tinyglobby';
import { z } from 'zod';
import { writeSuiteCounts } from './test-results';

const budgetsSchema = z.object({
  budgets: z.array(
    z.object({ name: z.string(), files: z.array(z.string()).min(1), brotli: z.number().int().positive() }),
  ),
});

export interface Measured {
  raw: number;
  gzip: number;
  brotli: number;
}

export function measure(content: Buffer): Measured {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

function main(): void {
  const { budgets } = budgetsSchema.parse(JSON.parse(readFileSync('size-budgets.json', 'utf8')));
  let passed = 0;
  let failed = 0;
  for (const budget of budgets) {
    const files = globSync(budget.files);
    if (files.length === 0) {
      console.log(`✗ ${budget.name}: no file matches ${budget.files.join(', ')} (run npm run build)`);
      failed += 1;
      continue;
    }
    const total: Measured = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const m = measure(readFileSync(file));
      total.raw += m.raw;
      total.gzip += m.gzip;
      total.brotli += m.brotli;
    }
    const ok = total.brotli <= budget.brotli;
    if (ok) passed += 1;
    else failed += 1;
    console.log(
      `${ok ? '✓' : '✗'} ${budget.name}: ${kb(total.brotli)} brotli / ${kb(budget.brotli)} budget (gzip ${kb(total.gzip)}, raw ${kb(total.raw)}, ${files.length} file${files.length === 1 ? '' : 's'})`,
    );
  }
  writeSuiteCounts('size', { passed, failed, skipped: 0 });
  console.log(`size: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
