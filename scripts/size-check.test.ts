import { describe, expect, it } from 'vitest';
import { buildProbe, measure } from './size-check';

describe('size measurement', () => {
  it('reports raw, gzip and brotli sizes, compressed smaller for repetitive input', () => {
    const content = Buffer.from('export const x = 1;\n'.repeat(500));
    const m = measure(content);
    expect(m.raw).toBe(content.length);
    expect(m.gzip).toBeLessThan(m.raw);
    expect(m.brotli).toBeLessThan(m.raw);
    expect(m.brotli).toBeGreaterThan(0);
  });
});

describe('size probes', () => {
  it('libphonenumber metadata stays out of the eager part of the phone module and arrives as a lazy chunk', async () => {
    const probe = await buildProbe(['@betframe/sdk/phone']);
    expect(probe.eagerCode).not.toContain('country_calling_codes');
    expect(probe.lazyChunks).toBeGreaterThan(0);
    expect(probe.lazy.brotli).toBeGreaterThan(probe.eager.brotli);
  }, 60_000);
});
