/**
 * After the site's build: the files of the site's start-up stages (site/src/main.tsx imports them one after the
 * other, each evaluated in a task of its own) become `modulepreload` links in the page's head, so the browser
 * fetches them with the entry instead of one round trip after it (docs/content-and-seo.md "Page speed"). Vite
 * itself lists only the entry's static imports there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The entry's dynamic imports that are stages of the start, in the order main.tsx imports them. */
export const siteStartStages = [
  'src/boot/early-modules.ts',
  'src/pages/route-page.tsx',
  'src/shell/site-shell.tsx',
  'src/site-app.tsx',
];

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The manifest's key of a stage's chunk: its source path, or — where the bundler put the stage's module in a chunk
 * shared with other modules — the entry's dynamic import of the chunk named after the module.
 */
function stageKey(manifest: Record<string, ManifestChunk>, stage: string): string {
  if (manifest[stage]) return stage;
  const name = stage.replace(/^.*\//, '').replace(/\.[a-z]+$/, '');
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const shared = entry?.dynamicImports?.find((key) => manifest[key]?.name === name);
  if (!shared) throw new Error(`the site's manifest has no chunk for ${stage}`);
  return shared;
}

/** The files to preload: each stage's chunk and its static imports, depth first, each once, in stage order. */
export function stageFiles(manifest: Record<string, ManifestChunk>, stages: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the site's manifest has no chunk for ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!files.includes(chunk.file)) files.push(chunk.file);
  };
  for (const stage of stages) visit(stageKey(manifest, stage));
  return files;
}

export function sitePreloadInHead(siteDist: string, stages = siteStartStages, base = '/site/'): void {
  const indexHtml = join(siteDist, 'index.html');
  const manifest = JSON.parse(readFileSync(join(siteDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const html = readFileSync(indexHtml, 'utf8');
  const links = stageFiles(manifest, stages)
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`href="${href}"`) && !html.includes(`src="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  if (links.length === 0) return;
  writeFileSync(
    indexHtml,
    html.replace(/<\/head>/i, () => `${links.join('\n')}\n</head>`),
  );
}
