/**
 * The last step of `npm run build`: brotli (best quality) and gzip copies of every built file the server sends
 * compressed (scripts, styles, JSON, SVG, at least 1 KB), under `dist/.compressed/<path>.br|.gz`. The server sends
 * them as they are (server/src/app/precompressed.ts `loadBuilt`), so a fresh server — every `npm start`, each
 * end-to-end test file's — no longer compresses the same files again on its first pages. A folder of their own
 * keeps them out of every listing of dist (the service worker's precache reads dist/site/assets).
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressedDir = '.compressed';
/** The files the server sends compressed (its `compressible` types, by extension) and large enough to be. */
const worthCompressing = /\.(m?js|css|json|svg|txt|webmanifest)$/;
const minimumBytes = 1024;

async function* builtFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== compressedDir) yield* builtFiles(path);
    } else if (entry.isFile() && worthCompressing.test(entry.name)) yield path;
  }
}

/** Writes the copies of every file of `dist` that has none as new as itself; answers how many were written. */
export async function compressDist(dist = 'dist'): Promise<number> {
  const work: Promise<boolean>[] = [];
  for await (const path of builtFiles(dist)) {
    work.push(
      (async () => {
        const info = await stat(path);
        if (info.size < minimumBytes) return false;
        const target = join(dist, compressedDir, relative(dist, path));
        const made = await stat(`${target}.gz`).catch(() => undefined);
        if (made && made.mtimeMs >= info.mtimeMs) return false;
        const body = await readFile(path);
        const [br, gz] = await Promise.all([
          brotliAsync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await mkdir(dirname(target), { recursive: true });
        // The .gz last: its time says the pair is complete and as new as the file.
        await writeFile(`${target}.br`, br);
        await writeFile(`${target}.gz`, gz);
        return true;
      })(),
    );
  }
  const written = (await Promise.all(work)).filter(Boolean).length;
  await pruneCopies(dist, join(dist, compressedDir));
  return written;
}

/** Drops the copies of files a later build no longer has (old hashed names). */
async function pruneCopies(dist: string, dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await pruneCopies(dist, path);
    else {
      const source = join(dist, relative(join(dist, compressedDir), path)).replace(/\.(br|gz)$/, '');
      if (!(await stat(source).catch(() => undefined))) await rm(path);
    }
  }
}
