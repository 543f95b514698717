import { describe, expect, it } from 'vitest';
import { setHandedOverSession, streamToken } from './site-http';

// A token whose `exp` is far from any date the tests run at (2100-01-01), so the store keeps it as given.
const token = `e30.${Buffer.from(JSON.stringify({ sub: '7', exp: 4_102_444_800 })).toString('base64url')}.sig`;

describe('the site client in a frame on another site', () => {
  it('gives the push stream the handed-over token, and nothing on its own origin', () => {
    expect(streamToken()).toBeUndefined();
    setHandedOverSession(token, async () => token);
    expect(streamToken()).toBe(token);
    setHandedOverSession(null);
    expect(streamToken()).toBeUndefined();
  });
});
