import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPrecompressedFiles } from './precompressed';

const body = new TextEncoder().encode('export const a = 1;\n'.repeat(300));
const text = new TextDecoder().decode(body);
const file = { path: '/dist/sdk/widgets/chunks/shared-AbCd1234.js', size: body.byteLength, mtimeMs: 1000 };

describe('precompressed files', () => {
  it('stores brotli and gzip bytes of a file once prepared', async () => {
    const files = createPrecompressedFiles();
    expect(files.get(file)).toBeUndefined();
    await files.prepare(file, body);
    const stored = files.get(file);
    expect(stored).toBeDefined();
    expect(brotliDecompressSync(stored?.br ?? new Uint8Array()).toString()).toBe(text);
    expect(gunzipSync(stored?.gzip ?? new Uint8Array()).toString()).toBe(text);
    expect(files.size()).toBe((stored?.br.byteLength ?? 0) + (stored?.gzip.byteLength ?? 0));
  });

  it('compresses a version once, however many requests ask at the same time', async () => {
    const files = createPrecompressedFiles();
    const first = files.prepare(file, body);
    expect(files.prepare(file, body)).toBe(first);
    await first;
    const size = files.size();
    await files.prepare(file, body);
    expect(files.size()).toBe(size);
  });

  it('never answers a rewritten file with the old bytes, and keeps one version a path', async () => {
    const files = createPrecompressedFiles();
    await files.prepare(file, body);
    const size = files.size();
    const rewritten = { ...file, mtimeMs: 2000 };
    expect(files.get(rewritten)).toBeUndefined();
    await files.prepare(rewritten, body);
    expect(files.get(file)).toBeUndefined();
    expect(files.get(rewritten)).toBeDefined();
    expect(files.size()).toBe(size);
  });

  it('stores nothing past its limit', async () => {
    const files = createPrecompressedFiles(200);
    await files.prepare(file, body);
    expect(files.get(file)).toBeUndefined();
    expect(files.size()).toBe(0);
  });
});
