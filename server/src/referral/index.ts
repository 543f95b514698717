/**
 * Bring a friend (docs/promotions.md): referral codes and links, banners, the referred players, earnings by the
 * `bringfriend` rule on the referrer's referral ledger account, and their transfer. Migrations 0640–0659.
 */
import './tables';

export { REFERRAL_SYSTEM_ACCOUNT, referralPostingKinds } from './earnings';
export { referralRoutes } from './routes';
