/**
 * Size budgets: measures every budgeted bundle of dist/ (raw, gzip and brotli at the level our server serves) and
 * fails when one is over its brotli budget, missing, or (for eagerly loaded bundles) contains something that must
 * only ever arrive lazily, such as libphonenumber's metadata. Run after `npm run build`; `npm test` does both.
 *
 * Probes build a module set of the SDK on its own (Vite, in memory) to print what a widget pays for a capability,
 * e.g. the validation + i18n runtime, separately from the lazy chunks it may pull later.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { globSync } from 'tinyglobby';
import { build, type Rolldown } from 'vite';
import { z } from 'zod';
import { writeSuiteCounts } from './test-results';

const budgetsSchema = z.object({
  /** Strings that no eagerly loaded bundle may contain (budgets marked `lazy` are exempt). */
  eagerMustNotContain: z.array(z.string()).default([]),
  budgets: z.array(
    z
      .object({
        name: z.string(),
        /** Globs of dist files, summed. */
        files: z.array(z.string()).default([]),
        /** Or: the eager closure (entry file + static imports) of these entries of a Vite manifest… */
        manifest: z.string().optional(),
        entries: z.array(z.string()).default([]),
        /** …minus what these entries already load (e.g. a widget's own cost on top of the shared runtime). */
        minus: z.array(z.string()).default([]),
        brotli: z.number().int().positive(),
        lazy: z.boolean().optional(),
      })
      .refine((b) => b.files.length > 0 || (b.manifest !== undefined && b.entries.length > 0), {
        message: 'a budget needs files, or a manifest with entries',
      }),
  ),
  probes: z
    .array(
      z.object({
        name: z.string(),
        /** Module specifiers whose whole public surface the probe re-exports. */
        modules: z.array(z.string()).default([]),
        /** Named exports per module, for a capability a widget uses only part of. */
        imports: z.record(z.string(), z.array(z.string())).default({}),
        /** Budget of the eager part (the entry chunk and its static imports). */
        brotli: z.number().int().positive(),
      }),
    )
    .default([]),
});

export interface Measured {
  raw: number;
  gzip: number;
  brotli: number;
}

export function measure(content: Buffer | string): Measured {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }).passthrough(),
);

/** The files an entry loads before it runs: its own chunk and, transitively, its static imports. */
export function eagerClosure(manifest: z.infer<typeof manifestSchema>, entries: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const entry of entries) visit(entry);
  return files;
}

function manifestFiles(manifestPath: string, entries: readonly string[], minus: readonly string[]): string[] {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const outDir = dirname(dirname(manifestPath));
  const already = eagerClosure(manifest, minus);
  return [...eagerClosure(manifest, entries)].filter((f) => !already.has(f)).map((f) => join(outDir, f));
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
const sum = (list: Measured[]): Measured =>
  list.reduce((a, m) => ({ raw: a.raw + m.raw, gzip: a.gzip + m.gzip, brotli: a.brotli + m.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

interface ProbeResult {
  eager: Measured;
  lazy: Measured;
  lazyChunks: number;
  eagerCode: string;
}

/** Builds the re-exported modules into one minified ES bundle in memory and splits eager from lazy code. */
export async function buildProbe(
  modules: readonly string[],
  imports: Readonly<Record<string, readonly string[]>> = {},
): Promise<ProbeResult> {
  const source = [
    ...modules.map((m) => `export * from '${m}';`),
    ...Object.entries(imports).map(([m, names]) => `export { ${names.join(', ')} } from '${m}';`),
  ].join('\n');
  const probeId = '\0betframe-size-probe';
  const output = await build({
    configFile: 'vite.config.ts',
    mode: 'size-probe',
    logLevel: 'silent',
    plugins: [
      {
        name: 'betframe-size-probe',
        resolveId: (id) => (id === 'betframe-size-probe' ? probeId : undefined),
        load: (id) => (id === probeId ? source : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      rollupOptions: { input: 'betframe-size-probe', preserveEntrySignatures: 'strict' },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = results.flatMap((r) => r.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('probe produced no entry chunk');
  const eager = new Set<string>();
  const visit = (name: string) => {
    if (eager.has(name)) return;
    eager.add(name);
    for (const dep of byName.get(name)?.imports ?? []) visit(dep);
  };
  visit(entry.fileName);
  const eagerChunks = chunks.filter((c) => eager.has(c.fileName));
  const lazyChunks = chunks.filter((c) => !eager.has(c.fileName));
  return {
    eager: sum(eagerChunks.map((c) => measure(c.code))),
    lazy: sum(lazyChunks.map((c) => measure(c.code))),
    lazyChunks: lazyChunks.length,
    eagerCode: eagerChunks.map((c) => c.code).join('\n'),
  };
}

async function main(): Promise<void> {
  const config = budgetsSchema.parse(JSON.parse(readFileSync('size-budgets.json', 'utf8')));
  let passed = 0;
  let failed = 0;
  const report = (ok: boolean, line: string) => {
    if (ok) passed += 1;
    else failed += 1;
    console.log(`${ok ? '✓' : '✗'} ${line}`);
  };

  for (const budget of config.budgets) {
    let files: string[];
    try {
      files = budget.manifest ? manifestFiles(budget.manifest, budget.entries, budget.minus) : globSync(budget.files);
    } catch (error) {
      report(false, `${budget.name}: ${error instanceof Error ? error.message : String(error)} (run npm run build)`);
      continue;
    }
    if (files.length === 0) {
      report(false, `${budget.name}: no file matches ${budget.files.join(', ')} (run npm run build)`);
      continue;
    }
    const contents = files.map((file) => readFileSync(file));
    const total = sum(contents.map((c) => measure(c)));
    const forbidden = budget.lazy
      ? []
      : config.eagerMustNotContain.filter((needle) => contents.some((c) => c.includes(needle)));
    const ok = total.brotli <= budget.brotli && forbidden.length === 0;
    report(
      ok,
      `${budget.name}: ${kb(total.brotli)} brotli / ${kb(budget.brotli)} budget (gzip ${kb(total.gzip)}, raw ${kb(total.raw)}, ${files.length} file${files.length === 1 ? '' : 's'})${forbidden.length > 0 ? ` — contains ${forbidden.join(', ')}, which must load lazily` : ''}`,
    );
  }

  for (const probe of config.probes) {
    const result = await buildProbe(probe.modules, probe.imports);
    const forbidden = config.eagerMustNotContain.filter((needle) => result.eagerCode.includes(needle));
    report(
      result.eager.brotli <= probe.brotli && forbidden.length === 0,
      `probe ${probe.name}: ${kb(result.eager.brotli)} brotli eager / ${kb(probe.brotli)} budget (raw ${kb(result.eager.raw)}); lazy on demand: ${kb(result.lazy.brotli)} brotli in ${result.lazyChunks} chunk${result.lazyChunks === 1 ? '' : 's'}${forbidden.length > 0 ? ` — eager part contains ${forbidden.join(', ')}` : ''}`,
    );
  }

  writeSuiteCounts('size', { passed, failed, skipped: 0 });
  console.log(`size: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
