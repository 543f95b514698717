/**
 * Helpers for the embedding browser suites: frames on a second origin (the test page is served from
 * `localhost`, frames from `127.0.0.1` of the same test server), puppet windows that speak the raw protocol, and
 * polling waits.
 */

/** The frames' origin: the test server under another host name, so a different origin from the test page. */
export function frameOrigin(): string {
  const url = new URL(location.href);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

export async function waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`waitFor: timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Polls an async check until it holds (for state that arrives over several messages under load). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`eventually: timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A store id of 21 characters made of `c`. */
export const storeIdOf = (c: string) => c.repeat(21).slice(0, 21);

export function loadFrame(src: string, parent: HTMLElement = document.body): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.src = src;
  const loaded = new Promise<HTMLIFrameElement>((resolve) =>
    frame.addEventListener('load', () => resolve(frame), { once: true }),
  );
  parent.append(frame);
  return loaded;
}

/** The protocol frame fixture's URL on `origin` (query as the host chunk builds it). */
export function protocolFrameUrl(origin: string, params: { store: string; widget?: string; height?: number }): string {
  const query = new URLSearchParams({
    host: location.origin,
    store: params.store,
    widget: params.widget ?? 'coupon',
    height: String(params.height ?? 50),
  });
  return `${origin}/tests/fixtures/embedding/frame.html?${query}`;
}

let nextCommand = 0;

/** A window on `origin` that posts what the test tells it to and records what it receives. */
export class Puppet {
  private constructor(
    readonly frame: HTMLIFrameElement,
    readonly origin: string,
  ) {}

  static async open(origin: string): Promise<Puppet> {
    const ready = new Promise<void>((resolve) => {
      const onReady = (event: MessageEvent) => {
        if (event.origin === origin && (event.data as { puppetReady?: boolean })?.puppetReady) {
          window.removeEventListener('message', onReady);
          resolve();
        }
      };
      window.addEventListener('message', onReady);
    });
    const frame = await loadFrame(`${origin}/tests/fixtures/embedding/puppet.html`);
    await ready;
    return new Puppet(frame, origin);
  }

  get window(): Window {
    return this.frame.contentWindow as Window;
  }

  private command(command: Record<string, unknown>): Promise<unknown> {
    const id = ++nextCommand;
    return new Promise((resolve) => {
      const onReply = (event: MessageEvent) => {
        const data = event.data as { puppetReply?: number; value?: unknown } | null;
        if (event.source === this.window && data?.puppetReply === id) {
          window.removeEventListener('message', onReply);
          resolve(data.value);
        }
      };
      window.addEventListener('message', onReply);
      this.window.postMessage({ ...command, id }, this.origin);
    });
  }

  /** Makes the puppet post `message` to this page (to `targetOrigin`, default this page's origin). */
  post(message: unknown, targetOrigin = location.origin): Promise<unknown> {
    return this.command({ puppet: 'post', message, targetOrigin });
  }

  /** Makes the puppet post each of `messages`, in order. */
  postMany(messages: unknown[], targetOrigin = location.origin): Promise<unknown> {
    return this.command({ puppet: 'postMany', message: messages, targetOrigin });
  }

  /** Everything the puppet received that was not a command. */
  async log(): Promise<unknown[]> {
    return (await this.command({ puppet: 'log' })) as unknown[];
  }

  clear(): Promise<unknown> {
    return this.command({ puppet: 'clear' });
  }

  remove(): void {
    this.frame.remove();
  }
}
