/** Office calls that span areas (the bets history by mail, the left menu's counters). */
export { betsMailRoutes, betsMailRoutesWith, betsMailText, maskEmail } from './bets-mail';
export { leftMenuData, leftMenuRoutes } from './left-menu';
