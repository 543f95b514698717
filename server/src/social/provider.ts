/** What a sign-in provider tells us about the person after the code exchange. */
export interface SocialProfile {
  /** The provider's stable id of the person. */
  subject: string;
  email?: string;
  name?: string;
}

/** What the start of a sign-in hands the browser and keeps server-side for the callback. */
export interface SocialStart {
  /** Where to send the browser: the provider's authorization endpoint. */
  url: string;
  /** Kept in the server-side state row until the callback (PKCE verifier, nonce, issuer); never sent out. */
  secrets: Record<string, string>;
}

/**
 * An OAuth 2.0 / OpenID Connect authorization-code provider with PKCE. `oidcSocialProvider` implements it for any
 * OpenID Connect issuer (the development identity provider included) through `openid-client`; a provider that
 * speaks only OAuth 2 would implement the same two calls against its own endpoints.
 */
export interface SocialProvider {
  readonly id: string;
  /** Builds the authorization request for `state`, returning to `redirectUri` (absolute, on `origin`). */
  start(params: { state: string; redirectUri: string; origin: string }): Promise<SocialStart>;
  /**
   * Checks the authorization response at `callbackUrl` (state, issuer), exchanges its code with the PKCE
   * verifier, verifies the id_token (signature by the issuer's JWKS, audience, nonce, lifetime) and answers the
   * person; undefined when any of it is not good.
   */
  finish(params: {
    callbackUrl: URL;
    state: string;
    redirectUri: string;
    secrets: Record<string, string>;
  }): Promise<SocialProfile | undefined>;
}
