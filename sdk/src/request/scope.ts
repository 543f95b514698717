/**
 * A scope ties requests to the lifetime of their caller (a component, a widget, a page): pass `scope.signal`
 * and call `dispose()` when the caller goes away; every request still pending ends as `cancelled`.
 */
export interface RequestScope {
  readonly signal: AbortSignal;
  readonly disposed: boolean;
  dispose(): void;
}

/** A child scope is disposed with its parent signal. */
export function createRequestScope(parent?: AbortSignal): RequestScope {
  const controller = new AbortController();
  if (parent?.aborted) controller.abort(parent.reason);
  else parent?.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
  return {
    signal: controller.signal,
    get disposed() {
      return controller.signal.aborted;
    },
    dispose() {
      controller.abort();
    },
  };
}
