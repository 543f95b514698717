import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namespaces } from './envelope';
import { exposeWidgetApi } from './rpc';
import { callSchema, hostRpcEndpoint, replySchema } from './rpc-wire';

const ns = namespaces.rpc;

function exposed(api: Record<string, (...args: never[]) => unknown>) {
  const { port1, port2 } = new MessageChannel();
  const replies: unknown[] = [];
  port1.onmessage = (event) => replies.push(event.data);
  const stop = exposeWidgetApi(port2, api);
  // A MessageChannel delivers on a later turn, late on a busy machine: wait for the first reply (or a second,
  // for the cases that expect none), then one more turn for any that follow it.
  const settle = async () => {
    const until = Date.now() + 1000;
    while (replies.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 30));
  };
  const close = () => {
    port1.close();
    port2.close();
  };
  return { host: port1, replies, stop, settle, close };
}

describe('widget RPC over the port', () => {
  it('answers a call envelope with a result envelope', async () => {
    const w = exposed({ add: ((a: number, b: number) => a + b) as never });
    w.host.postMessage({ ns, v: 1, type: 'call', id: '1', method: 'add', args: [2, 3] });
    await w.settle();
    expect(w.replies).toEqual([{ ns, v: 1, type: 'result', id: '1', value: 5 }]);
    w.close();
  });

  it('answers a thrown error with a failure envelope carrying name, message and code', async () => {
    const w = exposed({
      fail: (() => {
        throw Object.assign(new RangeError('too many'), { code: 'coupon_full' });
      }) as never,
    });
    w.host.postMessage({ ns, v: 1, type: 'call', id: '2', method: 'fail', args: [] });
    await w.settle();
    expect(w.replies).toEqual([
      { ns, v: 1, type: 'failure', id: '2', error: { name: 'RangeError', message: 'too many', code: 'coupon_full' } },
    ]);
    expect(replySchema.safeParse(w.replies[0]).success).toBe(true);
    w.close();
  });

  it('refuses a method it does not expose, including what comlink could otherwise reach', async () => {
    const w = exposed({ ok: (() => 1) as never });
    for (const method of ['constructor', '__proto__', 'toString', 'nope']) {
      w.host.postMessage({ ns, v: 1, type: 'call', id: method, method, args: [] });
    }
    await w.settle();
    expect(w.replies.map((r) => (r as { type: string }).type)).toEqual(['failure', 'failure', 'failure', 'failure']);
    w.close();
  });

  it('ignores 2,000 malformed messages: no reply, no call', async () => {
    let calls = 0;
    const w = exposed({ ok: (() => calls++) as never });
    const messages = fc
      .sample(
        fc.oneof(
          fc.anything({ maxDepth: 2 }),
          fc.record(
            {
              ns: fc.constantFrom(ns, 'betframe:shared-state', 'x'),
              v: fc.constantFrom(1, 2),
              type: fc.constantFrom('call', 'APPLY', 'GET', 'SET', 'result', 'event'),
              id: fc.oneof(fc.string({ maxLength: 70 }), fc.integer()),
              method: fc.constantFrom('ok', '', 'x'.repeat(65)),
              path: fc.constant(['ok']),
              args: fc.oneof(fc.array(fc.integer(), { maxLength: 10 }), fc.constant('ok')),
              argumentList: fc.constant([]),
            },
            { requiredKeys: [] },
          ),
        ),
        2000,
      )
      .filter((m) => !callSchema.safeParse(m).success);
    expect(messages.length).toBeGreaterThan(1000);
    for (const m of messages) w.host.postMessage(m);
    await w.settle();
    expect(w.replies).toEqual([]);
    expect(calls).toBe(0);
    w.close();
  });

  it('stops answering once stopped', async () => {
    const w = exposed({ ok: (() => 1) as never });
    w.stop();
    w.host.postMessage({ ns, v: 1, type: 'call', id: '1', method: 'ok', args: [] });
    await w.settle();
    expect(w.replies).toEqual([]);
    w.close();
  });
});

describe('host RPC endpoint', () => {
  it('sends nothing and does not throw for the RELEASE comlink posts when a proxy is garbage-collected', async () => {
    const { port1, port2 } = new MessageChannel();
    const received: unknown[] = [];
    port2.onmessage = (event) => received.push(event.data);
    const endpoint = hostRpcEndpoint(port1);
    expect(() => endpoint.postMessage({ id: 'r1', type: 'RELEASE' })).not.toThrow();
    endpoint.postMessage({ id: 'a1', type: 'APPLY', path: ['ping'], argumentList: [] });
    const until = Date.now() + 1000;
    while (received.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    expect(received).toEqual([{ ns, v: 1, type: 'call', id: 'a1', method: 'ping', args: [] }]);
    port1.close();
    port2.close();
  });
});
