/**
 * Brotli or gzip for compressible responses when the client accepts it (Node's zlib: Hono's own middleware
 * has no brotli on Node 20). Event streams are left alone: compression would hold back their messages.
 */
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { replaceResponse } from './security-headers';
import type { AppEnv } from './types';

export const compressible =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|vnd\.api\+json)|image\/svg)/;
export const minimumBytes = 1024;

export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

export function compression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first, the body last: reading `res.body` turns the server's lightweight response into a stream, and
    // an answer prepared with its length and encoding (feed/answer-cache.ts) is sent fastest as it is.
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
    const type = res.headers.get('Content-Type') ?? '';
    if (!compressible.test(type)) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < minimumBytes) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 });
    const pair = Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    headers.append('Vary', 'Accept-Encoding');
    // Not `c.res =`: it would carry the plain body's Content-Length over (a kept-alive client then waits or resets).
    replaceResponse(
      c,
      new Response(res.body.pipeThrough(pair), { status: res.status, statusText: res.statusText, headers }),
    );
  };
}
