/**
 * Feed answers prepared once per feed tick: the JSON of an answer (per route and query, so per language and
 * partner), its ETag and its gzip and brotli bodies are made the first time they are asked for within a tick and
 * served from memory until the next one. A request whose If-None-Match names the current ETag gets 304.
 *
 * A tick is the feed clock's whole second — the games list (simulator.ts) and the push hub move by it — or a
 * push-hub round, whichever comes first; every answer is therefore at most a second older than the clock, the same
 * freshness the push stream has.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from '../app/compression';
import type { AppEnv } from '../app/types';

interface Answer {
  json: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** Distinct answers kept per tick; queries beyond it (a crawler's, a hostile one's) are built and not kept. */
const MAX_ANSWERS = 2000;
/** Below this a compressed body saves less than its headers cost (the app's compression uses the same floor). */
const MIN_COMPRESS_BYTES = 1024;

export class FeedAnswerCache {
  private readonly answers = new Map<string, Answer>();
  private tick = '';

  /** `tick()` names the current feed tick; a new name drops every answer. */
  constructor(private readonly currentTick: () => string) {}

  /**
   * Answers `build()`'s JSON for this request, from memory when this tick already made it. `key` names the answer
   * (the URL by default; a POST whose answer is a function of its body passes the URL and its parsed body).
   */
  serve(c: Context<AppEnv>, build: () => unknown, key: string = c.req.url): Response {
    const tick = this.currentTick();
    if (tick !== this.tick) {
      this.answers.clear();
      this.tick = tick;
    }
    let answer = this.answers.get(key);
    if (!answer) {
      answer = prepare(build());
      if (this.answers.size < MAX_ANSWERS) this.answers.set(key, answer);
    }
    return respond(c, answer);
  }
}

function prepare(value: unknown): Answer {
  const json = Buffer.from(JSON.stringify(value));
  return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"` };
}

function respond(c: Context<AppEnv>, answer: Answer): Response {
  const headers: Record<string, string> = { ETag: answer.etag, Vary: 'Accept-Encoding' };
  if (c.req.header('if-none-match') === answer.etag) return c.body(null, 304, headers);
  headers['Content-Type'] = 'application/json';
  const encoding =
    answer.json.length >= MIN_COMPRESS_BYTES ? chooseEncoding(c.req.header('accept-encoding')) : undefined;
  let body = answer.json;
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    body = answer.br;
  } else if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.json, { level: 6 });
    body = answer.gzip;
  }
  if (encoding) headers['Content-Encoding'] = encoding;
  // With its length known (or its encoding set) the app's compression middleware leaves the body alone.
  headers['Content-Length'] = String(body.length);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
}
