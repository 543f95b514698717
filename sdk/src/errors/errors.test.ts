import { describe, expect, it } from 'vitest';
import {
  apiErrorBody,
  apiErrorBodySchema,
  bodyTimeoutError,
  cancelledError,
  fieldErrorsOf,
  GenericErrorKey,
  HttpStatus,
  httpError,
  httpFailureMessage,
  httpStatusName,
  invalidResponseError,
  isFailureBody,
  isRequestError,
  networkError,
  queryFailedError,
  queryFailureMessage,
  RequestError,
  type RequestErrorValue,
  ResultStatus,
  redirectError,
  requestErrorValueSchema,
  resultStatusOf,
  serverDetailsOf,
  timeoutError,
  tokenError,
} from './index';

describe('result statuses', () => {
  it('are success 1, error 2, network error 3, close 4', () => {
    expect(ResultStatus).toEqual({ success: 1, error: 2, networkError: 3, close: 4 });
  });

  it.each([
    [networkError('/a', 'offline'), ResultStatus.networkError],
    [timeoutError('/a'), ResultStatus.networkError],
    [bodyTimeoutError('/a'), ResultStatus.networkError],
    [cancelledError('/a'), ResultStatus.close],
    [httpError(500, 'x'), ResultStatus.error],
  ])('%o maps to result status %i', (error, status) => {
    expect(resultStatusOf(error)).toBe(status);
  });
});

describe('HTTP status names', () => {
  it.each([
    [400, 'BadRequest'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [405, 'HTTPError'],
    [500, 'HTTPError'],
    [1488, 'HTTPError'],
  ])('%i is %s', (status, name) => {
    expect(httpStatusName(status)).toBe(name);
    expect(httpError(status, 'm').name).toBe(name);
  });

  it('the listed codes include the custom 1488 and 1489', () => {
    expect(Object.values(HttpStatus)).toEqual([
      200, 201, 400, 401, 403, 404, 405, 415, 429, 451, 499, 500, 501, 502, 1488, 1489,
    ]);
  });

  it('an HTTP error code is http_<status>', () => {
    expect(httpError(429, 'slow down').code).toBe('http_429');
  });
});

describe('timeout and cancel errors', () => {
  it("TimeoutError message is exactly 'Истекло время запроса. url: <url>' with status 1488", () => {
    const error = timeoutError('/web-api/x?a=1');
    expect(error).toMatchObject({ code: 'timeout', name: 'TimeoutError', status: 1488 });
    expect(error.message).toBe('Истекло время запроса. url: /web-api/x?a=1');
  });

  it('a timeout while downloading the body has status 1489', () => {
    expect(bodyTimeoutError('/x')).toMatchObject({ code: 'body_timeout', name: 'TimeoutError', status: 1489 });
    expect(bodyTimeoutError('/x').message).toBe('Истекло время запроса. url: /x');
  });

  it("CancelRequest message is exactly 'Запрос был отменен. url: <url>' and it is flagged cancelled", () => {
    const error = cancelledError('/y');
    expect(error).toMatchObject({ code: 'cancelled', name: 'CancelRequest', cancelled: true });
    expect(error.message).toBe('Запрос был отменен. url: /y');
    expect(new RequestError(error).cancelled).toBe(true);
    expect(new RequestError(timeoutError('/y')).cancelled).toBe(false);
  });
});

describe('message extraction order', () => {
  it.each([
    [{ errors: [{ detail: 'first' }, { detail: 'second' }], message: 'msg' }, 'first'],
    [{ errors: [{ code: 'x' }], message: 'msg' }, 'msg'],
    [{ errors: [], message: 'msg' }, 'msg'],
    [{ message: '' }, GenericErrorKey.server],
    [{}, GenericErrorKey.server],
    ['<html>bad gateway</html>', GenericErrorKey.server],
    [null, GenericErrorKey.server],
  ])('an HTTP failure body %j gives %s', (body, message) => {
    expect(httpFailureMessage(body)).toBe(message);
  });

  it.each([
    [{ success: false, message: 'msg', detail: 'det' }, 'msg'],
    [{ success: false, detail: 'det' }, 'det'],
    [{ success: false, errors: [{ detail: 'err' }] }, 'err'],
    [{ success: false }, GenericErrorKey.query],
  ])('a success:false body %j gives %s', (body, message) => {
    expect(queryFailureMessage(body)).toBe(message);
  });

  it('the generic texts are translation keys', () => {
    expect(GenericErrorKey.server).toBe('error_server_generic');
    expect(GenericErrorKey.query).toBe('error_query_generic');
  });

  it('only an explicit success:false is a failure body', () => {
    expect(isFailureBody({ success: false })).toBe(true);
    expect(isFailureBody({ success: true })).toBe(false);
    expect(isFailureBody({ data: 1 })).toBe(false);
    expect(isFailureBody('text')).toBe(false);
  });
});

describe('validation_errors are surfaced as field errors', () => {
  it('read from data.validation_errors', () => {
    expect(
      fieldErrorsOf({ data: { validation_errors: { email: ['required'], 'phone.number': ['phone_min_length'] } } }),
    ).toEqual({
      email: ['required'],
      'phone.number': ['phone_min_length'],
    });
  });

  it('a top-level validation_errors is tolerated', () => {
    expect(fieldErrorsOf({ validation_errors: { login: 'required' } })).toEqual({ login: ['required'] });
  });

  it('data.validation_errors wins over the top-level one', () => {
    expect(fieldErrorsOf({ data: { validation_errors: { a: ['x'] } }, validation_errors: { b: ['y'] } })).toEqual({
      a: ['x'],
    });
  });

  it('absent, empty or malformed validation_errors give none', () => {
    expect(fieldErrorsOf({})).toBeUndefined();
    expect(fieldErrorsOf({ data: { validation_errors: {} } })).toBeUndefined();
    expect(fieldErrorsOf({ data: { validation_errors: { a: 5 } } })).toBeUndefined();
  });

  it('keeps a field named constructor as a field; one named __proto__ never becomes the prototype', () => {
    const body = JSON.parse('{"data":{"validation_errors":{"__proto__":["x"],"constructor":"y"}}}') as unknown;
    const errors = fieldErrorsOf(body);
    expect(Object.keys(errors ?? {})).toEqual(['constructor']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(errors, 'constructor')?.value).toEqual(['y']);
  });

  it('the server code is errors[0].code', () => {
    expect(serverDetailsOf({ errors: [{ code: 'wrong_password', detail: 'x' }] }).serverCode).toBe('wrong_password');
  });
});

describe('error values cross postMessage boundaries', () => {
  const values: RequestErrorValue[] = [
    timeoutError('/a'),
    bodyTimeoutError('/a'),
    cancelledError('/a'),
    networkError('/a', 'fetch failed'),
    redirectError('/a', 302, '/b'),
    httpError(400, 'bad', '/a', { serverCode: 'validation', fieldErrors: { email: ['required'] } }),
    httpError(503, 'down'),
    queryFailedError(200, 'nope', '/a'),
    invalidResponseError(200, [{ path: 'data.id', message: 'Expected number' }], '/a'),
    tokenError('token_not_authenticated', '/a', 401),
    tokenError('user_not_authenticated'),
    tokenError('token_lost'),
    tokenError('token_missing_date_header'),
    tokenError('token_invalid'),
  ];

  it.each(values.map((value) => [value.code, value] as const))(
    '%s survives a real MessageChannel and parses',
    async (_code, value) => {
      const channel = new MessageChannel();
      const received = new Promise<unknown>((resolve) => {
        channel.port2.onmessage = (event) => resolve(event.data);
      });
      channel.port1.postMessage(value);
      const data = await received;
      channel.port1.close();
      channel.port2.close();
      expect(requestErrorValueSchema.parse(data)).toEqual(value);
    },
  );

  it('a value with an unknown code or wrong shape is rejected', () => {
    expect(requestErrorValueSchema.safeParse({ code: 'boom', name: 'X', message: '', status: 0 }).success).toBe(false);
    expect(
      requestErrorValueSchema.safeParse({ code: 'http_x', name: 'HTTPError', message: '', status: 0 }).success,
    ).toBe(false);
    expect(requestErrorValueSchema.safeParse({ ...cancelledError('/a'), cancelled: false }).success).toBe(false);
  });

  it('RequestError carries the value, its code and name', () => {
    const error = new RequestError(httpError(404, 'missing'));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NotFound');
    expect(error.code).toBe('http_404');
    expect(error.status).toBe(404);
    expect(error.message).toBe('missing');
    expect(error.error.code).toBe('http_404');
  });

  it('token errors have stable codes and messages', () => {
    expect(tokenError('token_invalid').message).toBe('Invalid token specified');
    expect(tokenError('token_not_authenticated').name).toBe('TokenError');
  });
});

describe('the agreed error body', () => {
  it('apiErrorBody builds a body the schema accepts and the readers understand', () => {
    const body = apiErrorBody('validation_failed', 'Validation failed', { email: ['required'] });
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(httpFailureMessage(body)).toBe('Validation failed');
    expect(serverDetailsOf(body)).toEqual({ serverCode: 'validation_failed', fieldErrors: { email: ['required'] } });
  });

  it('a body without errors[] is not the agreed shape', () => {
    expect(apiErrorBodySchema.safeParse({ success: false, message: 'x' }).success).toBe(false);
  });
});

describe('isRequestError', () => {
  it('recognises a RequestError from this copy and one from another bundle copy', () => {
    expect(isRequestError(new RequestError(timeoutError('/a')))).toBe(true);
    class ForeignRequestError extends Error {
      readonly error = cancelledError('/b');
    }
    expect(isRequestError(new ForeignRequestError('x'))).toBe(true);
    expect(isRequestError(new Error('plain'))).toBe(false);
    expect(isRequestError({ error: timeoutError('/a') })).toBe(false);
  });
});
