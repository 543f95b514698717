/** Office calls that span areas (the bets history by mail). */
export { betsMailRoutes, betsMailRoutesWith, betsMailText, maskEmail } from './bets-mail';
