/**
 * Test support for the accounts area: the real app (accounts routes, real HTTP on 127.0.0.1) over a fresh
 * migrated database, with a site configuration written to a temporary folder; a cookie-keeping player client;
 * the development outbox read over HTTP.
 */
import '../tables';
import '../../messaging/tables';
import '../../captcha/tables';
import '../../social/tables';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodePasswordField } from '@betframe/sdk/account';
import type { SiteConfigInput } from '@betframe/sdk/config';
import type { RouteModule } from '../../app/types';
import { TEST_SCRYPT_COST } from '../../auth';
import { openTestServer, type TestServer } from '../../testing';
import { accountsRoutes } from '../routes';
import { seedDemoPlayers } from '../seed';

export interface AccountsTestServer extends TestServer {
  /** A new player client (own cookie jar). */
  player(): PlayerClient;
  /** Newest outbox message to `to`. */
  lastMessage(to: string): Promise<{ channel: string; to: string; subject: string; text: string }>;
  /** The 6-digit code in the newest outbox message to `to`. */
  lastCode(to: string): Promise<string>;
}

export const TEST_CONFIG: SiteConfigInput = {
  captcha: { type: 'disabled' },
  registration: { types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] },
  auth: { socialProviders: ['vk', 'google'] },
  partner: { allowedOrigins: ['https://partner.example'] },
};

export async function openAccountsServer(
  options: { config?: SiteConfigInput; modules?: RouteModule[]; seed?: boolean; captchaTestToken?: string } = {},
): Promise<AccountsTestServer> {
  const configDir = mkdtempSync(join(tmpdir(), 'betframe-accounts-config-'));
  mkdirSync(join(configDir, 'partners'));
  writeFileSync(
    join(configDir, 'partners', '1.json'),
    JSON.stringify({ config: { ...TEST_CONFIG, ...options.config } }),
  );
  const server = await openTestServer({
    modules: options.modules ?? [accountsRoutes],
    configDir,
    ...(options.captchaTestToken ? { captchaTestToken: options.captchaTestToken } : {}),
  });
  if (options.seed !== false) await seedDemoPlayers(server.database.db, { cost: TEST_SCRYPT_COST });

  async function lastMessage(to: string) {
    const response = await server.fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}&limit=1`);
    const body = (await response.json()) as {
      data: { messages: Array<{ channel: string; to: string; subject: string; text: string }> };
    };
    const message = body.data.messages[0];
    if (!message) throw new Error(`no outbox message to ${to}`);
    return message;
  }

  return {
    ...server,
    player: () => new PlayerClient(server.url),
    lastMessage,
    async lastCode(to) {
      const match = /\b(\d{6})\b/.exec((await lastMessage(to)).text);
      if (!match?.[1]) throw new Error(`no code in the message to ${to}`);
      return match[1];
    },
  };
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read bodies field by field; sdk schemas check shapes where it matters.
  body: { success?: boolean; data?: any; errors?: Array<{ code: string; detail: string }>; message?: string };
}

/** A browser-like client: keeps cookies, sends JSON. */
export class PlayerClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', this.cookieHeader());
    const response = await fetch(`${this.baseUrl}${path}`, { redirect: 'manual', ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await this.raw(path, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.call('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call('POST', path, body ?? {}, headers);
  }
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call('PUT', path, body ?? {}, headers);
  }

  /** Signs in with the password; returns the login response. */
  login(login: string, password: string, headers?: Record<string, string>) {
    return this.post('/web-api/account/login', { login, password }, headers);
  }
}

export const encoded = encodePasswordField;
