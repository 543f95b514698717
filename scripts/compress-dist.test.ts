import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPrecompressedFiles } from '../server/src/app/precompressed';
import { compressDist } from './compress-dist';

const body = new TextEncoder().encode('export const a = 1;\n'.repeat(300));
const text = new TextDecoder().decode(body);

describe("the build's compressed copies (dist/.compressed)", () => {
  it("sends the build's own copies of a file as they are, once they are as new as the file", async () => {
    const dist = await mkdtemp(join(tmpdir(), 'bf-dist-'));
    await mkdir(join(dist, 'sdk'), { recursive: true });
    const path = join(dist, 'sdk', 'shared-AbCd1234.js');
    await writeFile(path, body);
    await writeFile(join(dist, 'sdk', 'tiny.js'), 'export {};');
    expect(await compressDist(dist)).toBe(1);
    expect(await compressDist(dist)).toBe(0);
    const version = async () => {
      const info = await stat(path);
      return { path, size: info.size, mtimeMs: info.mtimeMs };
    };
    const built = await createPrecompressedFiles(undefined, dist).loadBuilt(await version());
    expect(brotliDecompressSync(built?.br ?? new Uint8Array()).toString()).toBe(text);
    expect(gunzipSync(built?.gzip ?? new Uint8Array()).toString()).toBe(text);
    // A file newer than its copies (rewritten after the build) is compressed by the server, never sent stale.
    await utimes(path, new Date(), new Date(Date.now() + 60_000));
    const files = createPrecompressedFiles(undefined, dist);
    expect(await files.loadBuilt(await version())).toBeUndefined();
    expect(await createPrecompressedFiles().loadBuilt(await version())).toBeUndefined();
    // A file a later build no longer has loses its copies.
    await writeFile(path.replace('AbCd1234', 'EfGh5678'), body);
    await compressDist(dist);
    await stat(join(dist, '.compressed', 'sdk', 'shared-AbCd1234.js.br'));
    await rm(path);
    await compressDist(dist);
    await expect(stat(join(dist, '.compressed', 'sdk', 'shared-AbCd1234.js.br'))).rejects.toThrow();
    await stat(join(dist, '.compressed', 'sdk', 'shared-EfGh5678.js.gz'));
  });
});
