export { readUserSettings, saveUserSetting, userSettingsRoutes } from './routes';
