export { analyticsRoutes, createAnalyticsRoutes } from './routes';
export { type AnalyticsSettings, analyticsSettingsFrom, type Experiment } from './settings';
