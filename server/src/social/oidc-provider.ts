import * as client from 'openid-client';
import type { SocialProfile, SocialProvider, SocialStart } from './provider';

export interface OidcProviderOptions {
  id: string;
  /** The issuer URL; for the development provider served by this server, a function of the request's origin. */
  issuer: string | ((origin: string) => string);
  clientId: string;
  clientSecret: string;
  /** Default `openid profile email`. */
  scope?: string;
  /** A fetch of its own (the development provider is called in process); real providers use the network. */
  fetch?: client.CustomFetch;
  /** Plain-http issuers (the development provider only). */
  allowHttp?: boolean;
  /** The app clock (ms): the id_token's times are judged by it. */
  now: () => number;
  /** Told why an exchange failed (the player only sees `exchange_failed`). */
  onError?: (error: unknown) => void;
}

/**
 * A sign-in provider speaking OpenID Connect, through the maintained `openid-client` library: discovery of the
 * issuer's endpoints, an authorization request with PKCE (S256), state and nonce; at the callback the response's
 * state and `iss` are checked, the code is exchanged, and the id_token is verified — its signature by the
 * issuer's JWKS (`enableNonRepudiationChecks`), issuer, audience, nonce and lifetime.
 */
export function oidcSocialProvider(options: OidcProviderOptions): SocialProvider {
  const scope = options.scope ?? 'openid profile email';
  const discovered = new Map<string, Promise<client.ServerMetadata>>();
  let jwksCache: ReturnType<typeof client.getJwksCache>;

  function metadataOf(issuer: string): Promise<client.ServerMetadata> {
    let found = discovered.get(issuer);
    if (!found) {
      found = client
        .discovery(new URL(issuer), options.clientId, options.clientSecret, undefined, {
          ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
          ...(options.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .then((config) => ({ ...config.serverMetadata() }));
      // A failed discovery is tried again next time rather than remembered.
      found.catch(() => discovered.delete(issuer));
      discovered.set(issuer, found);
    }
    return found;
  }

  /** A configuration whose clock is the app's (clockSkew: seconds the app clock is ahead of the system's). */
  async function configOf(issuer: string): Promise<client.Configuration> {
    const config = new client.Configuration(await metadataOf(issuer), options.clientId, {
      client_secret: options.clientSecret,
      [client.clockSkew]: Math.round((options.now() - Date.now()) / 1000),
    });
    if (options.fetch) config[client.customFetch] = options.fetch;
    if (options.allowHttp) client.allowInsecureRequests(config);
    client.enableNonRepudiationChecks(config);
    if (jwksCache) client.setJwksCache(config, jwksCache);
    return config;
  }

  return {
    id: options.id,
    async start({ state, redirectUri, origin }): Promise<SocialStart> {
      const issuer = typeof options.issuer === 'string' ? options.issuer : options.issuer(origin);
      const config = await configOf(issuer);
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, secrets: { issuer, codeVerifier, nonce } };
    },
    async finish({ callbackUrl, state, redirectUri, secrets }): Promise<SocialProfile | undefined> {
      const { issuer, codeVerifier, nonce } = secrets;
      if (!issuer || !codeVerifier || !nonce) return undefined;
      try {
        const config = await configOf(issuer);
        const tokens = await client.authorizationCodeGrant(
          config,
          callbackUrl,
          { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true },
          { redirect_uri: redirectUri },
        );
        jwksCache = client.getJwksCache(config) ?? jwksCache;
        const claims = tokens.claims();
        if (!claims) return undefined;
        const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : undefined;
        const name = typeof claims.name === 'string' ? claims.name : undefined;
        return { subject: claims.sub, ...(email ? { email } : {}), ...(name ? { name } : {}) };
      } catch (error) {
        options.onError?.(error);
        return undefined;
      }
    },
  };
}

/**
 * OpenID Connect providers configured in the environment, one per id of the SPEC's list that has all three:
 * `OIDC_<ID>_ISSUER`, `OIDC_<ID>_CLIENT_ID`, `OIDC_<ID>_CLIENT_SECRET` (and optionally `OIDC_<ID>_SCOPE`), e.g.
 * `OIDC_GOOGLE_ISSUER=https://accounts.google.com`. An id the site configuration lists without these gets the
 * development identity provider outside production, and none in production.
 */
export function oidcProvidersFromEnv(
  env: Record<string, string | undefined>,
  now: () => number,
  onError?: (error: unknown) => void,
): Record<string, SocialProvider> {
  const providers: Record<string, SocialProvider> = {};
  for (const key of Object.keys(env)) {
    const match = /^OIDC_([A-Z0-9_]{2,32})_ISSUER$/.exec(key);
    if (!match?.[1]) continue;
    const name = match[1];
    const issuer = env[key];
    const clientId = env[`OIDC_${name}_CLIENT_ID`];
    const clientSecret = env[`OIDC_${name}_CLIENT_SECRET`];
    if (!issuer || !clientId || !clientSecret) continue;
    const id = name.toLowerCase();
    const scope = env[`OIDC_${name}_SCOPE`];
    providers[id] = oidcSocialProvider({
      id,
      issuer,
      clientId,
      clientSecret,
      now,
      ...(scope ? { scope } : {}),
      ...(onError ? { onError } : {}),
    });
  }
  return providers;
}
