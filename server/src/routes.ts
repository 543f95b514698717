/**
 * The composition root: every route module of the server, one line each, registered in this order (before the
 * static files, which take `/{lang}/…`). Add yours here: `import { xRoutes } from './x';` and a line in the list.
 * It lives beside main.ts so that the platform (app/, db/) depends on no feature; runtime/ and testing/ pass it to
 * `createApp`.
 */

import { accountsRoutesWith } from './accounts';
import { analyticsRoutes } from './analytics';
import { healthRoutes } from './app/health';
import type { RouteModule } from './app/types';
import { bettingRoutes, bidDeskRoutes, builderRoutes, couponShareRoutes } from './betting';
import { blogRoutes } from './blog';
import { bonusDeskRoutes, bonusesRoutes, firstDepositBonusHook, maxStakeRefusal, promoCodeRoutes } from './bonuses';
import { type CasinoStakeCheck, casinoGamePageRoutes, casinoRoutesWith } from './casino';
import { contentRoutes } from './content';
import { cookieAgreementRoutes } from './cookie-agreements';
import { disallowedSportsRoutes } from './disallowed-sports';
import { embeddingRoutes } from './embedding';
import { fastForwardRoutes, feedRoutes } from './feed';
import { gameSubscriptionRoutes } from './game-subscriptions';
import { inboxRoutes } from './inbox';
import { checkStake, explainStake, limitsDeskColumns, limitsRoutes } from './limits';
import { loyaltyRoutes, promoStoreRoutes, storeDeskRoutes } from './loyalty';
import { mailingRoutes } from './mailing';
import { betsMailRoutes, leftMenuRoutes } from './office';
import { operationsRoutes } from './operations';
import { paymentRoutesWith } from './payments';
import { profileRoutes, regionsRoutes } from './profile';
import { promotionsRoutes } from './promotions';
import { pwaRoutes } from './pwa';
import { referralRoutes } from './referral';
import { seoRoutes } from './seo';
import { siteConfigRoutes } from './site-config';
import { statisticsRoutes } from './statistics';
import { supportRoutes } from './support';
import { totoRoutes } from './toto';
import { tournamentsDeskRoutes, tournamentsRoutes } from './tournaments';
import { translationRoutes } from './translations';
import { userSettingsRoutes } from './user-settings';
import { geoGuardRoutes, verificationRoutesWith, verifiedWithdrawalGate } from './verification';
import { openFirstAccount, walletRoutes } from './wallet';
import { webPushRoutes } from './web-push';

/**
 * Limits and exclusions refuse casino stakes through the provider wallet (CONTRACTS §7). The wallet's statuses
 * (§6) have no `timeout_active`: a running time-out answers `self_excluded` there, as an exclusion does. The
 * in-house games' own calls then answer the player with the full refusal (`explain`: code, end time or remaining).
 * The maximum stake of a bonus being wagered answers `limit_reached`.
 */
export const casinoStakeCheck: CasinoStakeCheck = {
  async check(ex, stake) {
    const refusal = await checkStake(ex, stake);
    if (refusal) return refusal.code === 'limit_reached' ? 'limit_reached' : 'self_excluded';
    // A stake above the maximum of the bonus being wagered (bonuses/) is a limit too.
    const cap = await maxStakeRefusal(ex, {
      userId: stake.userId,
      currencyId: stake.currencyId,
      stakeMinor: stake.amountMinor,
    });
    return cap ? 'limit_reached' : 'ok';
  },
  explain: (ex, stake) => explainStake(ex, stake),
};

// biome-ignore format: one line per module keeps parallel additions apart.
export const routeModules: RouteModule[] = [
  healthRoutes,
  operationsRoutes,
  siteConfigRoutes,
  geoGuardRoutes,
  accountsRoutesWith({ openFirstAccount }),
  bonusesRoutes,
  promoCodeRoutes,
  bonusDeskRoutes,
  storeDeskRoutes,
  walletRoutes,
  paymentRoutesWith({ withdrawalGate: verifiedWithdrawalGate, depositBonus: firstDepositBonusHook }),
  statisticsRoutes,
  embeddingRoutes,
  disallowedSportsRoutes,
  feedRoutes,
  bettingRoutes,
  builderRoutes,
  bidDeskRoutes,
  couponShareRoutes,
  fastForwardRoutes,
  betsMailRoutes,
  translationRoutes,
  contentRoutes,
  userSettingsRoutes,
  limitsRoutes,
  verificationRoutesWith({ playerColumns: limitsDeskColumns }),
  casinoRoutesWith({ stakeCheck: casinoStakeCheck }),
  // Before the SEO module's site pages (`/{lang}/…`): the game page is `/{lang}/casino/play/…` on the game origin.
  casinoGamePageRoutes,
  analyticsRoutes,
  // Before the SEO module's site pages: the blog's RSS feed is `/{lang}/blog/rss.xml`.
  blogRoutes,
  seoRoutes,
  pwaRoutes,
  inboxRoutes,
  leftMenuRoutes,
  profileRoutes,
  regionsRoutes,
  mailingRoutes,
  cookieAgreementRoutes,
  supportRoutes,
  gameSubscriptionRoutes,
  webPushRoutes,
  tournamentsRoutes,
  tournamentsDeskRoutes,
  totoRoutes,
  referralRoutes,
  loyaltyRoutes,
  promotionsRoutes,
  promoStoreRoutes,
];
