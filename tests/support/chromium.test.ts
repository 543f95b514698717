import { describe, expect, it } from 'vitest';
import { ChromiumMissingError, defaultChromiumPath, findChromium } from './chromium';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH when it exists', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome' }, (p) => p === '/opt/chrome')).toBe('/opt/chrome');
  });
  it('falls back to /usr/bin/chromium', () => {
    expect(findChromium({}, (p) => p === defaultChromiumPath)).toBe(defaultChromiumPath);
  });
  it('fails with a one-line install hint when Chromium is missing', () => {
    const attempt = () => findChromium({ CHROMIUM_PATH: '/nope' }, () => false);
    expect(attempt).toThrow(ChromiumMissingError);
    expect(attempt).toThrow(/apt-get install -y chromium/);
    try {
      attempt();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('\n');
    }
  });
});
