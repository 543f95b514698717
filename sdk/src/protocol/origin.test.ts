import { describe, expect, it } from 'vitest';
import { frameAncestors } from './origin';

describe('frame-ancestors from allowed origins', () => {
  it('lists exact origins and loopback wildcards, leaving out what Chrome or CSP would reject', () => {
    expect(
      frameAncestors([
        'https://partner.example',
        'http://localhost:*',
        'http://[::1]:*',
        "https://evil.example; script-src 'unsafe-inline'",
        'https://partner.example/path',
      ]),
    ).toBe('https://partner.example http://localhost:*');
  });

  it("is 'none' when no origin may frame the page", () => {
    expect(frameAncestors([])).toBe("'none'");
  });
});
