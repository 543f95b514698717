import { describe, expect, it } from 'vitest';
import { buildOrder } from './build';

describe('build order', () => {
  it('builds every target in the order of vite.config.ts', () => {
    expect(buildOrder(['site', 'loader', 'widgets', 'host', 'statistic-frame'])).toEqual([
      'loader',
      'widgets',
      'host',
      'statistic-frame',
      'site',
    ]);
  });
  it('a widgets build is always followed by the host build that completes its manifest', () => {
    expect(buildOrder(['widgets'])).toEqual(['widgets', 'host']);
  });
  it('the host can be rebuilt alone', () => {
    expect(buildOrder(['host'])).toEqual(['host']);
  });
});
