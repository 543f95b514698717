import { describe, expect, it } from 'vitest';
import { measure } from './size-check';

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
