export { devSocialProvider, registerDevOauthProvider } from './dev-provider';
export type { SocialProfile, SocialProvider } from './provider';
