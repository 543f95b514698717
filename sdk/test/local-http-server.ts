/**
 * A real HTTP server on 127.0.0.1 (ephemeral port) for request-layer tests. Routes are looked up by pathname at
 * request time, so a test can swap a route's handler; every request is recorded in `seen`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

export interface LocalHttpServer {
  origin: string;
  seen: SeenRequest[];
  routes: Map<string, RouteHandler>;
  /** Requests seen for a pathname. */
  hits(path: string): SeenRequest[];
  close(): Promise<void>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startLocalHttpServer(): Promise<LocalHttpServer> {
  const seen: SeenRequest[] = [];
  const routes = new Map<string, RouteHandler>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '/';
      const path = new URL(url, 'http://127.0.0.1').pathname;
      seen.push({ method: req.method ?? 'GET', path, url, headers: req.headers, body });
      const handler = routes.get(path);
      if (!handler) {
        sendJson(res, 404, { success: false, message: `no route ${path}` });
        return;
      }
      Promise.resolve(handler(req, res, body)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { success: false, message: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    routes,
    hits: (path) => seen.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export { makeJwt } from './make-jwt';
