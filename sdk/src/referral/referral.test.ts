import { describe, expect, it } from 'vitest';
import { browserDeviceId, DEVICE_ID_KEY, maskLogin, refCodePattern, referralLink } from './index';

describe('referral helpers', () => {
  it.each([
    ['123456789', '12*****89'],
    ['abc', 'a***'],
    ['john.smith@example.com', 'jo******th@e***.com'],
  ])('masks %s as %s', (login, masked) => {
    expect(maskLogin(login)).toBe(masked);
  });

  it('builds the link on the registration route with refCode', () => {
    expect(referralLink('https://bf.test', 'kk', 'ABCD2345')).toBe('https://bf.test/kk/registration?refCode=ABCD2345');
    expect(refCodePattern.test('ABCD2345')).toBe(true);
    expect(refCodePattern.test('abcd')).toBe(false);
  });

  it('keeps one device id per browser, and none without storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const first = browserDeviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{36}$/);
    expect(browserDeviceId(storage)).toBe(first);
    expect(store.get(DEVICE_ID_KEY)).toBe(first);
    expect(browserDeviceId(undefined)).toBeUndefined();
  });
});
