/**
 * The feed's yardstick: bare Hono on @hono/node-server serving, from memory, the very bytes (and encoding) the
 * server answered for a URL, measured the same way. What the real server does beyond that (routing, middleware,
 * building the answer) is the difference between the two figures.
 */
import http from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

function capture(url: string): Promise<{ body: Buffer; type: string; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            type: String(res.headers['content-type'] ?? 'application/json'),
            encoding: res.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

export async function serveBytesWithBareHono<R extends { rps: number }>(
  url: string,
  measure: (url: string) => Promise<R>,
): Promise<R & { bytes: number }> {
  const { body, type, encoding } = await capture(url);
  const app = new Hono();
  app.get('*', (c) => {
    c.header('content-type', type);
    if (encoding) c.header('content-encoding', encoding);
    return c.body(new Uint8Array(body));
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  try {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { ...(await measure(`http://127.0.0.1:${port}/same-bytes`)), bytes: body.length };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
