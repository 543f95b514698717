/**
 * One token kind (user or service): the held token, where a new one comes from, and one shared fetch at a time.
 * The source is swappable so a host page can hand its own token over (and say how to refresh it).
 */
import type { Result } from '../request';
import { SharedCalls } from '../request';
import { TOKEN_MARGIN_MS } from './constants';

/** A token and its expiry on the LOCAL clock (epoch ms; sources correct server clock skew). */
export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export interface TokenSourceRequest {
  /** The token held now, if any (a refresh endpoint may need it). */
  current: IssuedToken | undefined;
  signal: AbortSignal;
}

export type TokenSource = (request: TokenSourceRequest) => Promise<Result<IssuedToken>>;

/** Where a token kind persists between page loads (the user token's cookie); memory when absent. */
export interface TokenPersistence {
  load(): IssuedToken | undefined;
  save(token: IssuedToken): void;
  clear(): void;
}

export interface TokenCache {
  /** A token valid for at least the margin; fetched (once for all concurrent callers) when missing or stale. */
  get(options?: { force?: boolean; signal?: AbortSignal }): Promise<Result<string>>;
  /** Hands a token over (e.g. from the host page). */
  set(token: IssuedToken): void;
  /** Replaces where new tokens come from. */
  setSource(source: TokenSource): void;
  /** The held token, even if stale. */
  peek(): IssuedToken | undefined;
  clear(): void;
}

export interface TokenCacheOptions {
  name: string;
  source: TokenSource;
  now?: () => number;
  marginMs?: number;
  persistence?: TokenPersistence;
}

export function createTokenCache(options: TokenCacheOptions): TokenCache {
  const now = options.now ?? Date.now;
  const margin = options.marginMs ?? TOKEN_MARGIN_MS;
  const persistence = options.persistence;
  const fetches = new SharedCalls();
  let source = options.source;
  let held: IssuedToken | undefined;
  // Bumped by set/clear/setSource so a fetch started before them cannot overwrite what they decided.
  let generation = 0;

  // The persisted copy wins (another tab or the server may have replaced or removed the cookie); memory covers
  // a jar that cannot write (third-party cookies blocked in a frame).
  const current = () => persistence?.load() ?? held;
  const fresh = (token: IssuedToken | undefined): token is IssuedToken =>
    token !== undefined && now() < token.expiresAt - margin;

  function store(token: IssuedToken): void {
    held = token;
    persistence?.save(token);
  }

  return {
    async get({ force = false, signal } = {}) {
      const token = current();
      if (!force && fresh(token)) return { data: token.token, status: 200, headers: new Headers() };
      const started = generation;
      const result = await fetches.join(`${options.name}:${started}`, options.name, signal, (shared) =>
        source({ current: token, signal: shared }),
      );
      if (result.error) return result;
      if (generation === started) store(result.data);
      return { data: result.data.token, status: result.status, headers: result.headers };
    },
    set(token) {
      generation += 1;
      store(token);
    },
    setSource(next) {
      generation += 1;
      source = next;
    },
    peek: current,
    clear() {
      generation += 1;
      held = undefined;
      persistence?.clear();
    },
  };
}
