import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordReferralOf, refCodeOf } from './referral';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the referral code a registration passes on', () => {
  it('takes a code of the right shape, in any case, and nothing else', () => {
    expect(refCodeOf(' abcd2345 ')).toBe('ABCD2345');
    expect(refCodeOf('ab')).toBeUndefined();
    expect(refCodeOf('ABCD-2345')).toBeUndefined();
    expect(refCodeOf(42)).toBeUndefined();
  });

  it('posts the code with the bearer token; a code of the wrong shape posts nothing', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify({ success: true, data: { referralId: 3, state: 'registered' } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    expect(await recordReferralOf('http://bf.test', 'tok', 'nope')).toBeUndefined();
    expect(calls).toHaveLength(0);
    const result = await recordReferralOf('http://bf.test', 'tok', 'abcd2345');
    expect(result).toEqual({ ok: true, data: { referralId: 3 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://bf.test/web-api/referral/registration');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ refCode: 'ABCD2345' });
  });
});
