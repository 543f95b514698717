/** What a sign-in provider tells us about the person after the OAuth 2 code exchange. */
export interface SocialProfile {
  /** The provider's stable id of the person. */
  subject: string;
  email?: string;
  name?: string;
}

/**
 * An OAuth 2 authorisation-code provider. The built-in development provider implements it for every provider
 * name of the configuration; a real provider (VK, Google, …) implements the same two calls against its
 * endpoints (authorize URL with client id and scope; token exchange and user-info fetch server-side).
 */
export interface SocialProvider {
  readonly id: string;
  /** Where to send the browser: the provider's consent page, carrying `state` and our `redirectUri`. */
  authorizeUrl(params: { state: string; redirectUri: string }): string;
  /** Exchanges the code the provider sent back for the profile; undefined when the code is not good. */
  exchange(code: string, redirectUri: string): Promise<SocialProfile | undefined>;
}
