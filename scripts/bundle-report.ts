/**
 * What is in a bundle: builds a target of vite.config.ts in memory (dist/ is not touched, so no build lock is
 * needed) and prints, per entry, the brotli size of its eager closure (its chunk and, transitively, the chunks it
 * imports statically), then every chunk with its brotli size and its largest modules (rendered bytes, before
 * minification's last passes). Used to find what sits in the widgets' shared runtime and why (docs/embedding.md).
 *
 *   npx tsx scripts/bundle-report.ts                       # the widgets target, every entry
 *   npx tsx scripts/bundle-report.ts widgets runtime frame # only these entries (what they would cost alone)
 *   npx tsx scripts/bundle-report.ts host
 *   add --min=<bytes> to list smaller modules too (default 500)
 */
import { build, type Plugin, type Rolldown } from 'vite';
import { measure } from './size-check';

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const min = Number(process.argv.find((a) => a.startsWith('--min='))?.slice(6) ?? 500);
  const [mode = 'widgets', ...only] = args;
  // Vite merges an inline `input` object into the config file's; a plugin replaces it instead.
  const restrict: Plugin = {
    name: 'bundle-report-entries',
    options(options) {
      const { input } = options;
      if (only.length === 0 || !input || typeof input !== 'object' || Array.isArray(input)) return null;
      return { ...options, input: Object.fromEntries(Object.entries(input).filter(([name]) => only.includes(name))) };
    },
  };
  const output = await build({
    configFile: 'vite.config.ts',
    mode,
    logLevel: 'silent',
    plugins: [restrict],
    build: { write: false, manifest: false, sourcemap: false },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = results.flatMap((r) => r.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const brotli = new Map(chunks.map((c) => [c.fileName, measure(c.code).brotli]));
  const closure = (name: string, into = new Set<string>()): Set<string> => {
    if (into.has(name)) return into;
    into.add(name);
    for (const dep of byName.get(name)?.imports ?? []) closure(dep, into);
    return into;
  };

  console.log('entries (eager closure, brotli):');
  for (const entry of chunks.filter((c) => c.isEntry)) {
    const files = [...closure(entry.fileName)];
    const joined = measure(files.map((f) => byName.get(f)?.code ?? '').join('\n')).brotli;
    console.log(`  ${entry.name.padEnd(14)} ${kb(joined).padStart(9)}  ${files.join(', ')}`);
  }
  for (const chunk of chunks) {
    console.log(`\n${chunk.fileName}: ${kb(brotli.get(chunk.fileName) ?? 0)} brotli, ${kb(chunk.code.length)} raw`);
    if (chunk.dynamicImports.length > 0) console.log(`  lazily: ${chunk.dynamicImports.join(', ')}`);
    const modules = Object.entries(chunk.modules)
      .map(
        ([id, m]) =>
          [id.replace(/^.*node_modules\//, '~/').replace(`${process.cwd()}/`, ''), m.renderedLength] as const,
      )
      .filter(([, length]) => length >= min)
      .sort((a, b) => b[1] - a[1]);
    for (const [id, length] of modules) console.log(`  ${String(length).padStart(7)}  ${id}`);
  }
}

await main();
