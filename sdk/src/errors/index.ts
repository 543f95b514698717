export { type ApiErrorBody, apiErrorBody, apiErrorBodySchema } from './api-error-body';
export { GenericErrorKey, HttpStatus, type HttpStatusName, httpStatusName, ResultStatus } from './codes';
export {
  bodyTimeoutError,
  cancelledError,
  cancelMessage,
  type FieldErrors,
  fieldErrorsSchema,
  type HttpErrorValue,
  httpError,
  invalidResponseError,
  isCancelled,
  isHttpError,
  networkError,
  queryFailedError,
  type RequestErrorCode,
  type RequestErrorValue,
  redirectError,
  requestErrorValueSchema,
  resultStatusOf,
  type ServerErrorDetails,
  type TokenErrorCode,
  timeoutError,
  timeoutMessage,
  tokenError,
} from './error-value';
export { isRequestError, RequestError } from './request-error';
export { fieldErrorsOf, httpFailureMessage, isFailureBody, queryFailureMessage, serverDetailsOf } from './server-body';
