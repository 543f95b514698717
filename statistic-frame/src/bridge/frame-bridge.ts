/**
 * The frame's side of the `betframe:statistic` protocol (CONTRACTS §3, §5). The parent is the embedding window
 * (iframe) or the opener (window mode). Its origin is learnt from `location.ancestorOrigins`/`document.referrer`
 * and accepted only when it is one of the partner's allowed origins; until then nothing is posted (messages
 * wait in a queue), and nothing is ever posted to '*'. When no origin could be learnt up front (a stripped
 * referrer), the first well-formed message from the parent window at an allowed origin teaches it.
 */
import {
  candidateParentOrigin,
  envelop,
  type FrameToParentFields,
  isAllowedOrigin,
  type ParentToFrameMessage,
  readParentToFrame,
} from '@betframe/sdk/statistic';

/** Messages kept while the parent's origin is unknown. */
const MAX_QUEUED = 50;

export interface FrameBridgeOptions {
  /** The frame's own window. */
  win?: Window;
  /** The partner's allowed origins (site configuration `partner.allowedOrigins`). */
  allowedOrigins: Promise<readonly string[]>;
}

export type ParentListener = (message: ParentToFrameMessage) => void;

export class FrameBridge {
  private readonly win: Window;
  private readonly listeners = new Set<ParentListener>();
  private allowed: readonly string[] | undefined;
  private origin: string | undefined;
  private readonly queue: FrameToParentFields[] = [];
  private readonly ready: Promise<void>;

  constructor(options: FrameBridgeOptions) {
    this.win = options.win ?? window;
    this.win.addEventListener('message', this.onMessage);
    this.ready = options.allowedOrigins.then(
      (allowed) => {
        this.allowed = allowed;
        const candidate = candidateParentOrigin(this.win.location, this.win.document.referrer);
        if (this.parentWindow() && isAllowedOrigin(candidate, allowed)) this.adopt(candidate);
      },
      () => {
        // Without the partner's origins nothing can be trusted: stay silent rather than guess.
        this.allowed = [];
      },
    );
  }

  /** The window messages go to: the embedding parent, else the opener, else none (opened directly). */
  parentWindow(): Window | undefined {
    if (this.win.parent && this.win.parent !== this.win) return this.win.parent;
    return this.win.opener ?? undefined;
  }

  get parentOrigin(): string | undefined {
    return this.origin;
  }

  /** Resolves once the allowed origins are known (and the parent origin, when it could be learnt). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  private adopt(origin: string) {
    this.origin = origin;
    const pending = this.queue.splice(0);
    for (const fields of pending) this.post(fields);
  }

  private post(fields: FrameToParentFields) {
    const target = this.parentWindow();
    if (!target || !this.origin) return;
    target.postMessage(envelop(fields), this.origin);
  }

  send(fields: FrameToParentFields): void {
    if (this.origin) this.post(fields);
    else if (this.parentWindow()) {
      // Only the latest height matters; the rest is bounded in case the parent is never trusted.
      if (fields.type === 'height') {
        const stale = this.queue.findIndex((queued) => queued.type === 'height');
        if (stale >= 0) this.queue.splice(stale, 1);
      }
      this.queue.push(fields);
      if (this.queue.length > MAX_QUEUED) this.queue.shift();
    }
  }

  on(listener: ParentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private readonly onMessage = (event: MessageEvent) => {
    const parent = this.parentWindow();
    if (!parent || event.source !== parent) return;
    if (this.origin ? event.origin !== this.origin : !isAllowedOrigin(event.origin, this.allowed ?? [])) return;
    const message = readParentToFrame(event.data);
    if (!message) return;
    if (!this.origin) this.adopt(event.origin);
    for (const listener of [...this.listeners]) listener(message);
  };

  destroy(): void {
    this.win.removeEventListener('message', this.onMessage);
    this.listeners.clear();
    this.queue.length = 0;
  }
}
