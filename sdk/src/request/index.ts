export { type CallFailure, type CallResult, callResultOf, failureOf } from './call-result';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  isRetryable,
  JSON_API_TYPE,
  JSON_TYPE,
} from './client';
export type { ResponseSchema, SchemaIssue, SchemaOutput, SchemaResult } from './schema';
export { createRequestScope, type RequestScope } from './scope';
export { SharedCalls } from './shared-calls';
export {
  BODY_METHODS,
  type Failure,
  type Method,
  type RequestDefaults,
  type RequestOptions,
  type Result,
  type Success,
  type TokenProvider,
} from './types';
