/**
 * Hashed static files (the widgets' chunks, the site's assets) never change under their name, yet the compression
 * middleware compressed each one again on every request: a cold partner page with three widget frames asks for
 * about sixty of them at once, and brotli on the server's one thread queued them behind each other (the shared
 * chunk took 8–12 ms a request on a loaded machine, 2 ms sent as it is). Each is now compressed once, with brotli
 * at its best quality (smaller than the middleware's quality 5) and gzip, in zlib's thread pool, and kept in
 * memory under a size limit; later requests send the stored bytes as they are. The first request is answered
 * while they are prepared, compressed by the middleware as before. The file's size and modification time are part
 * of the key, so a rebuild that rewrites a file under the same name is never answered with old bytes.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** zlib's output, never backed by shared memory. */
export interface Compressed {
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

export interface FileVersion {
  path: string;
  size: number;
  mtimeMs: number;
}

export interface PrecompressedFiles {
  /** The stored encodings of this version of the file, if they are ready. */
  get(file: FileVersion): Compressed | undefined;
  /** Starts compressing `body` unless this version is stored or under way, or the limit is reached. */
  prepare(file: FileVersion, body: Uint8Array): Promise<void>;
  /**
   * The build's own compressed copies of this version of the file (scripts/compress-dist.ts, `dist/.compressed`),
   * stored and answered when they exist and are as new as the file; undefined otherwise.
   */
  loadBuilt(file: FileVersion): Promise<Compressed | undefined>;
  /** Bytes held (both encodings of every stored file). */
  size(): number;
}

const keyOf = (file: FileVersion) => `${file.path}\0${file.size}\0${file.mtimeMs}`;

export function createPrecompressedFiles(
  limitBytes = 64 * 1024 * 1024,
  /** The build's folder (its `.compressed` copies); none: every file is compressed here. */
  dist?: string,
): PrecompressedFiles {
  const stored = new Map<string, Compressed>();
  /** Versions that have no built copy, so a request does not look for one again. */
  const noCopy = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  /** The key stored for each path: a newer version of a path replaces the older one. */
  const keyForPath = new Map<string, string>();
  let used = 0;

  const keep = (file: FileVersion, key: string, compressed: Compressed) => {
    if (used + compressed.br.byteLength + compressed.gzip.byteLength > limitBytes) return;
    const previous = keyForPath.get(file.path);
    if (previous !== undefined) drop(previous);
    stored.set(key, compressed);
    keyForPath.set(file.path, key);
    used += compressed.br.byteLength + compressed.gzip.byteLength;
  };

  const drop = (key: string) => {
    const old = stored.get(key);
    if (!old) return;
    used -= old.br.byteLength + old.gzip.byteLength;
    stored.delete(key);
  };

  return {
    get: (file) => stored.get(keyOf(file)),
    async loadBuilt(file) {
      const key = keyOf(file);
      if (dist === undefined || noCopy.has(key)) return undefined;
      const inDist = relative(dist, file.path);
      const copy = join(dist, '.compressed', inDist);
      const made = inDist.startsWith(`..${sep}`) ? undefined : await stat(`${copy}.gz`).catch(() => undefined);
      if (!made || made.mtimeMs < file.mtimeMs) {
        noCopy.add(key);
        return undefined;
      }
      try {
        const [br, gz] = await Promise.all([readFile(`${copy}.br`), readFile(`${copy}.gz`)]);
        const compressed = { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
        keep(file, key, compressed);
        return compressed;
      } catch {
        noCopy.add(key);
        return undefined;
      }
    },
    size: () => used,
    prepare(file, body) {
      const key = keyOf(file);
      if (stored.has(key)) return Promise.resolve();
      const running = pending.get(key);
      if (running) return running;
      if (used + body.byteLength > limitBytes) return Promise.resolve();
      const work = Promise.all([
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ])
        .then(([br, gz]) => keep(file, key, { br: br as Uint8Array<ArrayBuffer>, gzip: gz as Uint8Array<ArrayBuffer> }))
        .catch(() => {
          // Not stored: the middleware keeps compressing this file per request, as before.
        })
        .finally(() => pending.delete(key));
      pending.set(key, work);
      return work;
    },
  };
}
