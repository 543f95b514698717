export {
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  devIdentityProviderApp,
  registerDevIdentityProvider,
} from './dev-provider';
export { type OidcProviderOptions, oidcProvidersFromEnv, oidcSocialProvider } from './oidc-provider';
export type { SocialProfile, SocialProvider, SocialStart } from './provider';
export { requestOrigin } from './request-origin';
