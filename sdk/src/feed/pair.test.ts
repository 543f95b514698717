import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { requestErrorValueSchema } from '../errors';
import { pairOf } from './pair';

describe('pairOf (a two-item tuple without zod’s tuple kind)', () => {
  it('accepts what z.tuple([item, item]) accepts and refuses what it refuses', () => {
    const tuple = z.tuple([z.number(), z.number()]);
    const pair = pairOf(z.number());
    for (const value of [[1, 2], [0, -3.5], [1], [1, 2, 3], [], ['1', 2], null, { 0: 1, 1: 2 }, 'ab']) {
      expect(pair.safeParse(value).success, JSON.stringify(value)).toBe(tuple.safeParse(value).success);
    }
    expect(pairOf(z.string()).parse(['Home', 'Away'])).toEqual(['Home', 'Away']);
  });
});

describe('the http_ error code (a regex instead of a template literal)', () => {
  const base = { name: 'NotFound', message: 'Not found', status: 404 };
  it('accepts http_ and an integer, as z.templateLiteral([“http_”, z.int()]) did', () => {
    const template = z.templateLiteral(['http_', z.int()]);
    for (const code of ['http_404', 'http_-1', 'http_', 'http_4.5', 'http_404x', 'xhttp_404', 'HTTP_404']) {
      expect(requestErrorValueSchema.safeParse({ ...base, code }).success, code).toBe(template.safeParse(code).success);
    }
    expect(requestErrorValueSchema.safeParse({ ...base, code: 'http_404' }).success).toBe(true);
  });
});
