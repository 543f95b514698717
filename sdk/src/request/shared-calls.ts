/**
 * In-flight calls that several callers may share. Each caller can leave (its signal aborts) without
 * disturbing the others; only when the last caller leaves is the underlying request aborted, and an aborted
 * call is dropped at once so a newcomer never joins it.
 */
import { cancelledError } from '../errors';
import type { Result } from './types';

interface SharedCall {
  promise: Promise<Result<unknown>>;
  controller: AbortController;
  callers: number;
}

export class SharedCalls {
  private readonly calls = new Map<string, SharedCall>();

  /** Number of calls in flight that can still be joined (for tests and diagnostics). */
  get size(): number {
    return this.calls.size;
  }

  /**
   * Joins the pending call under `key` or starts one with `start`. Without a key the call is private to the
   * caller but still aborted through the same path.
   */
  join<T>(
    key: string | undefined,
    url: string,
    signal: AbortSignal | undefined,
    start: (signal: AbortSignal) => Promise<Result<T>>,
  ): Promise<Result<T>> {
    if (signal?.aborted) return Promise.resolve({ error: cancelledError(url) });
    let call = key === undefined ? undefined : this.calls.get(key);
    if (!call) {
      const controller = new AbortController();
      const created: SharedCall = { promise: start(controller.signal), controller, callers: 0 };
      call = created;
      if (key !== undefined) {
        this.calls.set(key, created);
        void created.promise.then(() => this.forget(key, created));
      }
    }
    call.callers += 1;
    const joined = call;
    if (!signal) return joined.promise as Promise<Result<T>>;
    return new Promise<Result<T>>((resolve) => {
      const onAbort = () => {
        this.leave(key, joined);
        resolve({ error: cancelledError(url) });
      };
      signal.addEventListener('abort', onAbort, { once: true });
      void joined.promise.then((result) => {
        signal.removeEventListener('abort', onAbort);
        resolve(result as Result<T>);
      });
    });
  }

  private leave(key: string | undefined, call: SharedCall): void {
    call.callers -= 1;
    if (call.callers > 0) return;
    if (key !== undefined) this.forget(key, call);
    call.controller.abort();
  }

  private forget(key: string, call: SharedCall): void {
    if (this.calls.get(key) === call) this.calls.delete(key);
  }
}
