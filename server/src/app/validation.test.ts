import { captchaSolveRequest, loginRequest } from '@betframe/sdk/account';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors';
import { parseOrThrow } from './validation';

function validationErrorsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, errors: error.validationErrors };
    throw error;
  }
  throw new Error('the body passed');
}

describe('request validation', () => {
  it('reports zod’s English texts for issues without a message key, though the schema is zod/mini', () => {
    expect(
      validationErrorsOf(() => parseOrThrow(captchaSolveRequest, { challenge_id: '', answer: 10_000, x: 1 })),
    ).toEqual({
      status: 400,
      errors: {
        challenge_id: ['Too small: expected string to have >=1 characters'],
        answer: ['Too big: expected number to be <=9999'],
        _: ['Unrecognized key: "x"'],
      },
    });
  });

  it('keeps message keys and reports a missing field as required', () => {
    expect(validationErrorsOf(() => parseOrThrow(loginRequest, { password: '' }))).toEqual({
      status: 400,
      errors: { login: ['required'], password: ['required'] },
    });
  });

  it.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'collects an error on a body key named %s as data, not as an inherited member',
    (key) => {
      const body = JSON.parse(`{"${key}": "not a number", "ok": 1}`) as unknown;
      const result = validationErrorsOf(() => parseOrThrow(z.record(z.string(), z.number()), body));
      expect(result.status).toBe(400);
      expect(Object.keys(result.errors ?? {})).toEqual([key]);
      expect(Object.getOwnPropertyDescriptor(result.errors, key)?.value).toEqual([
        'Invalid input: expected number, received string',
      ]);
      expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype);
    },
  );
});
