/**
 * The server's long-lived event streams (the live feed push, a player's bets push) share one shape: writes go
 * out in order through one chain (a failed write — a closed socket — is dropped, never thrown), a comment every
 * 15 s keeps proxies from closing an idle stream, and a stopping server ends the stream with a reconnect hint so
 * the client comes back through the proxy to a process that is still running (CONTRACTS §8).
 */
import type { SSEStreamingApi } from 'hono/streaming';
import { RECONNECT_HINT_MS, shutdownSignal } from './shutdown';
import type { AppDeps } from './types';

const HEARTBEAT_MS = 15_000;

export interface OrderedStream {
  /** Queues a write after every earlier one. */
  write(write: () => Promise<unknown>): void;
}

/**
 * Runs `open` with an ordered writer and holds the stream until the client leaves or the server stops; then
 * calls the function `open` returned (to unsubscribe) and, when stopping, sends the retry hint.
 */
export async function holdStream(
  stream: SSEStreamingApi,
  deps: AppDeps,
  open: (out: OrderedStream) => () => void,
): Promise<void> {
  let chain: Promise<unknown> = Promise.resolve();
  const out: OrderedStream = {
    write(write) {
      chain = chain.then(write).catch(() => undefined);
    },
  };
  const close = open(out);
  const heartbeat = setInterval(() => out.write(() => stream.write(': keep-alive\n\n')), HEARTBEAT_MS);
  const stopping = shutdownSignal(deps);
  await new Promise<void>((resolve) => {
    stream.onAbort(resolve);
    if (stopping.aborted) resolve();
    else stopping.addEventListener('abort', () => resolve(), { once: true });
  });
  clearInterval(heartbeat);
  close();
  if (stopping.aborted) await chain.then(() => stream.write(`retry: ${RECONNECT_HINT_MS}\n\n`)).catch(() => undefined);
}
