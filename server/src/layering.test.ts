/**
 * The server's layering rule (ARCHITECTURE.md "Server layering"), checked on every non-test module:
 *
 * - The platform — `app/`, `db/` and `clock/` — imports no feature: the composition root (`routes.ts`, beside main.ts)
 *   is what knows every feature.
 * - A feature imports another feature only through its `index.ts` (`'../wallet'`, never `'../wallet/ledger'`),
 *   so a folder's other files are its own to change — or through its `tables.ts`, the table types it adds to the
 *   shared database. The platform may be imported by file.
 * - No import cycles between modules.
 *
 * Test files (`*.test.ts`) and test set-ups (`test-support.ts`, imported only by tests) may reach into any folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const platform = new Set(['app', 'db', 'clock']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'test-support.ts'
      ? [path]
      : [];
  });
}

const importSpec = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+'(\.[^']*)'|(?:^|\n)\s*import\s+'(\.[^']*)'/g;

/** The module a relative specifier names: `x.ts` or `x/index.ts`. */
function resolveModule(from: string, spec: string, known: ReadonlySet<string>): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => known.has(candidate));
}

/** The top folder of a module under server/src ('' for the files beside main.ts). */
const folderOf = (file: string) => {
  const parts = relative(root, file).split(sep);
  return parts.length > 1 ? (parts[0] as string) : '';
};

const files = sourceFiles(root);
const known = new Set(files);
const edges = new Map<string, Array<{ spec: string; target: string }>>(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets: Array<{ spec: string; target: string }> = [];
    for (const match of text.matchAll(importSpec)) {
      const spec = (match[1] ?? match[2]) as string;
      const target = resolveModule(file, spec, known);
      if (target) targets.push({ spec, target });
    }
    return [file, targets];
  }),
);
const name = (file: string) => relative(root, file);

describe('server layering', () => {
  it('the platform (app/, db/, clock/) imports no feature', () => {
    const wrong: string[] = [];
    for (const [file, targets] of edges) {
      if (!platform.has(folderOf(file))) continue;
      for (const { spec, target } of targets) {
        const to = folderOf(target);
        if (to !== folderOf(file) && !platform.has(to)) wrong.push(`${name(file)} → ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a feature imports another feature only through its index.ts (or its tables.ts)', () => {
    const wrong: string[] = [];
    for (const [file, targets] of edges) {
      const from = folderOf(file);
      for (const { spec, target } of targets) {
        const to = folderOf(target);
        if (to === from || to === '' || platform.has(to)) continue;
        const surface = [join(root, to, 'index.ts'), join(root, to, 'tables.ts')];
        if (!surface.includes(target)) wrong.push(`${name(file)} → ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no module imports itself back through others', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'visiting');
      stack.push(file);
      for (const { target } of edges.get(file) ?? []) {
        if (state.get(target) === 'visiting') {
          cycles.push([...stack.slice(stack.indexOf(target)), target].map(name).join(' → '));
        } else if (!state.has(target)) visit(target);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('no module imports a test set-up (test-support.ts is for tests only)', () => {
    const wrong: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(importSpec)) {
        const spec = (match[1] ?? match[2]) as string;
        if (/(^|\/)test-support(\.ts)?$/.test(spec)) wrong.push(`${name(file)} → ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
