/**
 * Reads the widgets build's manifests from dist/sdk/widgets: our `manifest.json` (entry → hashed file) and Vite's
 * `.vite/manifest.json` (each file's static imports, for modulepreload links). Re-read when the files change, so
 * a rebuild needs no restart.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type WidgetsManifest, widgetsManifestSchema } from '@betframe/sdk/protocol';
import { z } from 'zod';

const viteManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);

export interface WidgetFiles {
  manifest: WidgetsManifest;
  /** Every file the given entry file needs, itself first, imports after (for modulepreload). */
  closure(file: string): string[];
}

export function widgetFilesReader(dist: string): () => WidgetFiles | undefined {
  const dir = join(dist, 'sdk', 'widgets');
  let cached: { stamp: string; files: WidgetFiles } | undefined;
  return () => {
    let stamp: string;
    try {
      const a = statSync(join(dir, 'manifest.json'));
      const b = statSync(join(dir, '.vite', 'manifest.json'));
      stamp = `${a.mtimeMs}:${a.size}:${b.mtimeMs}:${b.size}`;
    } catch {
      return undefined;
    }
    if (cached?.stamp === stamp) return cached.files;
    try {
      const manifest = widgetsManifestSchema.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
      const vite = viteManifestSchema.parse(JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')));
      const byFile = new Map(Object.values(vite).map((entry) => [entry.file, entry]));
      const closure = (file: string): string[] => {
        const seen = new Set<string>();
        const visit = (f: string) => {
          if (seen.has(f)) return;
          seen.add(f);
          for (const key of byFile.get(f)?.imports ?? []) {
            const dep = vite[key];
            if (dep) visit(dep.file);
          }
        };
        visit(file);
        return [...seen];
      };
      cached = { stamp, files: { manifest, closure } };
      return cached.files;
    } catch {
      return undefined;
    }
  };
}
