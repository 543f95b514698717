/**
 * A widget's folder is its own: what two widgets share lives in the runtime (or the SDK), so that no widget
 * imports another widget's folder, and the runtime imports no widget. Checked here over the sources.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..');
const folders = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory());
const widgets = folders.filter((name) => name !== 'runtime');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Top folder of widgets/src that each relative import of `file` lands in. */
function importedFolders(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((spec) => relative(src, resolve(dirname(file), spec)).split(sep)[0] ?? '');
}

describe('widget boundaries', () => {
  it('finds the widget folders', () => {
    expect(widgets).toEqual(expect.arrayContaining(['coupon', 'line', 'office', 'registration']));
  });

  it.each(widgets)('%s imports no other widget folder', (widget) => {
    const crossings = sources(join(src, widget)).flatMap((file) =>
      importedFolders(file)
        .filter((folder) => folder !== widget && widgets.includes(folder))
        .map((folder) => `${relative(src, file)} → ${folder}/`),
    );
    expect(crossings).toEqual([]);
  });

  it('the runtime imports no widget', () => {
    const crossings = sources(join(src, 'runtime')).flatMap((file) =>
      importedFolders(file)
        .filter((folder) => widgets.includes(folder))
        .map((folder) => `${relative(src, file)} → ${folder}/`),
    );
    expect(crossings).toEqual([]);
  });
});
