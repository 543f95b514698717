export { deepMerge } from './deep-merge';
export { siteConfigRoutes } from './routes';
export { createSiteConfigStore, SiteConfigError, type SiteConfigQuery, type SiteConfigStore } from './store';
