export { catalog, statisticsRoutes, statisticsRoutesFor } from './routes';
export { StatisticsViews } from './views';
export { StatisticsWorld, sportDefs } from './world';
