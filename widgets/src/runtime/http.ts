/**
 * The one way a widget talks HTTP: the SDK request layer (`@betframe/sdk/request`), one client per sportsbook
 * origin, shared by every widget module of the page. Calls pass their own headers (the player's bearer token);
 * failures are values (`CallResult`, `failureOf`), never throws.
 */
import { createHttpClient, type HttpClient } from '@betframe/sdk/request';

const clients = new Map<string, HttpClient>();

export function httpFor(origin: string): HttpClient {
  let client = clients.get(origin);
  if (!client) {
    client = createHttpClient({ baseUrl: origin });
    clients.set(origin, client);
  }
  return client;
}

/** The player's bearer token as the LiveBet and web-api calls expect it (`x-auth`). */
export const playerAuth = (token: string | null | undefined): Record<string, string> =>
  token ? { 'x-auth': `Bearer ${token}` } : {};
