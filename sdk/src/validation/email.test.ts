import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, validateEmail } from './email';
import { EMAIL_DOMAIN_TYPOS } from './email-typos';

describe('e-mail checks in their order (SPEC §5)', () => {
  it.each([
    ['(1) starting with @ gives the account-name message', '@mail.ru', 'validation_email_account_name'],
    ['(1) wins over (2) for a lone @', '@', 'validation_email_account_name'],
    ['(2) ending with @ gives the domain-name message', 'user@', 'validation_email_domain_name'],
    ['(3) no @ gives the at-symbol message', 'user.mail.ru', 'validation_email_at_symbol'],
    ['(4) no dot after @ gives the dot-symbol message', 'user@mailru', 'validation_email_dot_symbol'],
    ['(4) a dot only before @ still fails', 'first.last@mailru', 'validation_email_dot_symbol'],
    ['(5) a space gives the space-symbol message', 'us er@mail.ru', 'validation_email_space_symbol'],
    ['(5) a trailing space is a space too', 'user@mail.ru ', 'validation_email_space_symbol'],
    ['(7) a bad local part gives enter-correct-email', 'us#er@mail.ru', 'validation_enter_correct_email'],
    ['(7) a one-letter top-level domain fails', 'user@example.r', 'validation_enter_correct_email'],
    ['(7) an 8-letter top-level domain fails', 'user@mail.abcdefgh', 'validation_enter_correct_email'],
    ['(7) an empty label fails', 'user@mail..ru', 'validation_enter_correct_email'],
  ])('%s', (_rule, input, key) => {
    expect(validateEmail(input)?.key).toBe(key);
  });

  it.each([
    ['an empty e-mail is accepted', ''],
    ['a blank e-mail counts as empty', '   '],
    ['a plain address passes', 'user@mail.ru'],
    ['dots, underscores and hyphens are allowed in the local part', 'first.last_name-x@sub.domain.com'],
    ['a 7-letter top-level domain passes', 'a@b.example'],
  ])('%s', (_rule, input) => {
    expect(validateEmail(input)).toBeUndefined();
  });

  it.each([
    ['gmail', 'user@gmial.com', 'gmail.com'],
    ['gmail top-level typo', 'user@gmail.con', 'gmail.com'],
    ['yandex', 'user@yandx.ru', 'yandex.ru'],
    ['mail.ru', 'user@mail.ry', 'mail.ru'],
    ['outlook', 'user@outlok.com', 'outlook.com'],
    ['hotmail', 'user@hotmial.com', 'hotmail.com'],
    ['yahoo', 'user@yaho.com', 'yahoo.com'],
    ['icloud', 'user@iclod.com', 'icloud.com'],
    ['case-insensitive domain', 'user@GMIAL.COM', 'gmail.com'],
  ])('(6) a typo of %s suggests the corrected domain', (_provider, input, domain) => {
    const verdict = validateEmail(input);
    expect(verdict?.key).toBe('validation_email_domain_suggestion');
    expect(verdict?.params?.domain).toBe(domain);
    expect(verdict?.params?.email).toBe(`${input.split('@')[0]}@${domain}`);
  });

  it('(6) the typo list never maps a domain to itself or to another typo', () => {
    for (const [typo, domain] of Object.entries(EMAIL_DOMAIN_TYPOS)) {
      expect(typo).not.toBe(domain);
      expect(EMAIL_DOMAIN_TYPOS[domain]).toBeUndefined();
    }
  });

  it('(6) suggests only for addresses check (7) would otherwise accept', () => {
    for (const typo of Object.keys(EMAIL_DOMAIN_TYPOS)) expect(EMAIL_PATTERN.test(`user@${typo}`)).toBe(true);
  });

  it.each([
    ['a cut-off top-level domain', 'user@mail.r'],
    ['a cut-off yandex domain', 'user@yandex.r'],
    ['a one-letter top-level domain', 'user@gmail.c'],
    ['an accented top-level domain', 'user@yandex.rú'],
    ['an eight-letter top-level domain', 'user@mail.abcdefgh'],
  ])('(7) %s is an incorrect address, not a typo suggestion', (_case, input) => {
    expect(validateEmail(input)?.key).toBe('validation_enter_correct_email');
  });

  it('(5) is checked before (6): a space wins over a typo domain', () => {
    expect(validateEmail('a b@gmial.com')?.key).toBe('validation_email_space_symbol');
  });
});
