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
  /** Bytes held (both encodings of every stored file). */
  size(): number;
}

const keyOf = (file: FileVersion) => `${file.path}\0${file.size}\0${file.mtimeMs}`;

export function createPrecompressedFiles(limitBytes = 64 * 1024 * 1024): PrecompressedFiles {
  const stored = new Map<string, Compressed>();
  const pending = new Map<string, Promise<void>>();
  /** The key stored for each path: a newer version of a path replaces the older one. */
  const keyForPath = new Map<string, string>();
  let used = 0;

  const drop = (key: string) => {
    const old = stored.get(key);
    if (!old) return;
    used -= old.br.byteLength + old.gzip.byteLength;
    stored.delete(key);
  };

  return {
    get: (file) => stored.get(keyOf(file)),
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
        .then(([br, gz]) => {
          if (used + br.byteLength + gz.byteLength > limitBytes) return;
          const previous = keyForPath.get(file.path);
          if (previous !== undefined) drop(previous);
          stored.set(key, { br: br as Uint8Array<ArrayBuffer>, gzip: gz as Uint8Array<ArrayBuffer> });
          keyForPath.set(file.path, key);
          used += br.byteLength + gz.byteLength;
        })
        .catch(() => {
          // Not stored: the middleware keeps compressing this file per request, as before.
        })
        .finally(() => pending.delete(key));
      pending.set(key, work);
      return work;
    },
  };
}
