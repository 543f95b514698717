import { describe, expect, it } from 'vitest';
import { encodedNewPasswordSchema, passwordChangeRequest } from './index';
import { decodePasswordField, encodePasswordField } from './password-encoding';

describe('password field encoding', () => {
  it('round-trips any Unicode password through base64 of UTF-8', () => {
    for (const plain of ['Demo-Pass-1', 'пароль-Ω-9', '😀secret1', '']) {
      expect(decodePasswordField(encodePasswordField(plain))).toBe(plain);
    }
    expect(encodePasswordField('é')).toBe('w6k=');
  });

  it('rejects text that is not base64 of valid UTF-8', () => {
    expect(decodePasswordField('***')).toBeUndefined();
    expect(decodePasswordField('abc')).toBeUndefined();
    expect(decodePasswordField(btoa('\xff\xfe'))).toBeUndefined();
  });

  it('applies the password rules after decoding', () => {
    expect(encodedNewPasswordSchema.safeParse(encodePasswordField('short1')).success).toBe(false);
    expect(encodedNewPasswordSchema.safeParse(encodePasswordField('no digits here')).success).toBe(false);
    expect(encodedNewPasswordSchema.parse(encodePasswordField('Long-enough-1'))).toBe('Long-enough-1');
  });

  it('requires the confirmation to match the new password', () => {
    const result = passwordChangeRequest.safeParse({
      old_password: encodePasswordField('Old-pass-1'),
      password: encodePasswordField('New-pass-1'),
      password_confirm: encodePasswordField('New-pass-2'),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password_confirm']);
  });
});
