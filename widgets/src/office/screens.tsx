/**
 * The office's screens as data: each entry names its id (the sidebar order) and renders itself from one shared
 * context, so a new screen is a file of its own plus one entry here, and the office shell never grows with them.
 * Every screen but the account one arrives lazily, when the player turns to it: most office visits are money.
 */

import type { WidgetConfig } from '@betframe/sdk/config';
import { type JSX, lazy } from 'react';
import type { useTexts } from '../runtime/use-texts';
import { AccountScreen } from './account-screen';
import type { OfficeClient, PlayerAccount } from './office-client';

type T = NonNullable<ReturnType<typeof useTexts>>;

/** What every screen may read: the office's client, texts, the accounts and the versions that reload them. */
export interface ScreenContext {
  client: OfficeClient;
  t: T;
  lang: string;
  origin: string;
  partner: number;
  token: string | undefined;
  config: WidgetConfig;
  accounts: PlayerAccount[];
  active: PlayerAccount | undefined;
  onAccounts: (next: PlayerAccount[]) => void;
  /** Reload the balances (after money moved). */
  reload: () => void;
  version: number;
  betsVersion: number;
  inboxVersion: number;
  supportVersion: number;
  /** Grows with every `bid` notice of the push stream (bid bets). */
  bidsVersion: number;
  onUnread: (count: number) => void;
  statusFilterVisible: boolean;
  runCaptcha: (options?: { force?: boolean }) => Promise<string | undefined>;
}

const BetsScreen = lazy(() => import('./bets-screen').then((m) => ({ default: m.OfficeBetsScreen })));
const CasinoScreen = lazy(() => import('./casino-screen').then((m) => ({ default: m.CasinoScreen })));
const SecurityScreen = lazy(() => import('./security-screen').then((m) => ({ default: m.SecurityScreen })));
const LimitsScreen = lazy(() => import('./limits-screen').then((m) => ({ default: m.LimitsScreen })));
const VerificationScreen = lazy(() => import('./verification-screen').then((m) => ({ default: m.VerificationScreen })));
const IdentificationScreen = lazy(() =>
  import('./identification-screen').then((m) => ({ default: m.IdentificationScreen })),
);
// Deposit and withdrawal bring the limit refusal texts and the analytics steps of a payment with them.
const MoneyForm = lazy(() => import('./payments-screen').then((m) => ({ default: m.MoneyForm })));
const DepositScreen = lazy(() => import('./deposit/deposit-screen').then((m) => ({ default: m.DepositScreen })));
const PaymentHistory = lazy(() => import('./payments-screen').then((m) => ({ default: m.PaymentHistory })));
const PaymentRequests = lazy(() => import('./requests-screen').then((m) => ({ default: m.PaymentRequests })));
const ProfileScreen = lazy(() => import('./profile/profile-screen').then((m) => ({ default: m.ProfileScreen })));
const SettingsScreen = lazy(() => import('./settings/settings-screen').then((m) => ({ default: m.SettingsScreen })));
const MessagesScreen = lazy(() => import('./messages/messages-screen').then((m) => ({ default: m.MessagesScreen })));
const SupportScreen = lazy(() => import('./support/support-screen').then((m) => ({ default: m.SupportScreen })));
const PaymentConsultant = lazy(() =>
  import('./support/payment-consultant').then((m) => ({ default: m.PaymentConsultant })),
);
const ShareIdea = lazy(() => import('./support/share-idea').then((m) => ({ default: m.ShareIdea })));
const BonusesScreen = lazy(() => import('./bonuses/bonuses-screen').then((m) => ({ default: m.BonusesScreen })));
const TotoScreen = lazy(() => import('./toto-screen').then((m) => ({ default: m.TotoScreen })));
const PromoCodesScreen = lazy(() =>
  import('./bonuses/promo-codes-screen').then((m) => ({ default: m.PromoCodesScreen })),
);
const MyTournamentsScreen = lazy(() =>
  import('./tournaments/my-tournaments-screen').then((m) => ({ default: m.OfficeTournamentsScreen })),
);

const ReferralScreen = lazy(() => import('./referral/referral-screen').then((m) => ({ default: m.ReferralScreen })));
const CashbackScreen = lazy(() => import('./loyalty/cashback-screen').then((m) => ({ default: m.CashbackScreen })));
const PointsScreen = lazy(() => import('./loyalty/points-screen').then((m) => ({ default: m.PointsScreen })));
const GiftsScreen = lazy(() => import('./loyalty/gifts-screen').then((m) => ({ default: m.GiftsScreen })));
const OffersScreen = lazy(() => import('./loyalty/offers-screen').then((m) => ({ default: m.OffersScreen })));
const ManagerBetsScreen = lazy(() => import('./bids/bids-screen').then((m) => ({ default: m.ManagerBetsScreen })));
const PowerBetScreen = lazy(() => import('./bids/bids-screen').then((m) => ({ default: m.PowerBetScreen })));
const PromotionsScreen = lazy(() =>
  import('./promotions/promotions-screen').then((m) => ({ default: m.PromotionsScreen })),
);

interface ScreenEntry {
  id: string;
  /** Skeleton rows while the screen's chunk arrives. */
  rows: number;
  render: (c: ScreenContext) => JSX.Element;
}

// biome-ignore format: one screen an entry keeps parallel additions apart.
const entries = [
  { id: 'account', rows: 3, render: (c) => <AccountScreen client={c.client} t={c.t} config={c.config} lang={c.lang} accounts={c.accounts} onAccounts={c.onAccounts} /> },
  { id: 'recharge', rows: 4, render: (c) => <DepositScreen client={c.client} t={c.t} lang={c.lang} accounts={c.accounts} onDone={c.reload} /> },
  { id: 'deduce', rows: 3, render: (c) => <MoneyForm key="deduce" client={c.client} t={c.t} kind="deduce" account={c.active} onDone={c.reload} /> },
  { id: 'payments', rows: 4, render: (c) => <PaymentHistory client={c.client} t={c.t} lang={c.lang} accounts={c.accounts} version={c.version} /> },
  { id: 'requests', rows: 3, render: (c) => <PaymentRequests client={c.client} t={c.t} lang={c.lang} accounts={c.accounts} onAccounts={c.onAccounts} /> },
  { id: 'bets', rows: 4, render: (c) => <BetsScreen client={c.client} t={c.t} lang={c.lang} statusFilterVisible={c.statusFilterVisible} onBalanceChange={c.reload} token={c.token} refresh={c.betsVersion} /> },
  { id: 'casino', rows: 4, render: (c) => <CasinoScreen origin={c.origin} token={c.token} t={c.t} lang={c.lang} /> },
  { id: 'bonuses', rows: 3, render: (c) => <BonusesScreen client={c.client} t={c.t} lang={c.lang} onBalanceChange={c.reload} /> },
  { id: 'toto', rows: 3, render: (c) => <TotoScreen client={c.client} t={c.t} lang={c.lang} /> },
  { id: 'promo', rows: 3, render: (c) => <PromoCodesScreen client={c.client} t={c.t} lang={c.lang} /> },
  { id: 'tournaments', rows: 3, render: (c) => <MyTournamentsScreen client={c.client} t={c.t} lang={c.lang} origin={c.origin} token={c.token} /> },
  { id: 'friends', rows: 3, render: (c) => <ReferralScreen client={c.client} t={c.t} lang={c.lang} onBalanceChange={c.reload} /> },
  { id: 'cashback', rows: 4, render: (c) => <CashbackScreen client={c.client} t={c.t} lang={c.lang} /> },
  { id: 'points', rows: 4, render: (c) => <PointsScreen client={c.client} t={c.t} lang={c.lang} onBalanceChange={c.reload} /> },
  { id: 'gifts', rows: 3, render: (c) => <GiftsScreen client={c.client} t={c.t} lang={c.lang} /> },
  { id: 'offers', rows: 3, render: (c) => <OffersScreen client={c.client} t={c.t} lang={c.lang} /> },
  { id: 'promotions', rows: 3, render: (c) => <PromotionsScreen client={c.client} t={c.t} lang={c.lang} /> },
  { id: 'security', rows: 4, render: (c) => <SecurityScreen client={c.client} t={c.t} lang={c.lang} runCaptcha={c.runCaptcha} /> },
  { id: 'limits', rows: 4, render: (c) => <LimitsScreen origin={c.origin} token={c.token} lang={c.lang} t={c.t} /> },
  { id: 'identification', rows: 4, render: (c) => <IdentificationScreen client={c.client} partner={c.partner} t={c.t} /> },
  { id: 'verification', rows: 4, render: (c) => <VerificationScreen client={c.client} partner={c.partner} t={c.t} lang={c.lang} /> },
  { id: 'profile', rows: 4, render: (c) => <ProfileScreen client={c.client} t={c.t} lang={c.lang} minAge={c.config.global.minAge} /> },
  { id: 'settings', rows: 4, render: (c) => <SettingsScreen client={c.client} t={c.t} lang={c.lang} token={c.token ?? null} /> },
  { id: 'messages', rows: 3, render: (c) => <MessagesScreen client={c.client} t={c.t} lang={c.lang} refresh={c.inboxVersion} onUnread={c.onUnread} /> },
  { id: 'support', rows: 3, render: (c) => <SupportScreen client={c.client} t={c.t} lang={c.lang} config={c.config} refresh={c.supportVersion} /> },
  { id: 'consultant', rows: 3, render: (c) => <PaymentConsultant client={c.client} t={c.t} lang={c.lang} refresh={c.supportVersion} /> },
  { id: 'idea', rows: 2, render: (c) => <ShareIdea client={c.client} t={c.t} /> },
  { id: 'managerbets', rows: 2, render: (c) => <ManagerBetsScreen client={c.client} t={c.t} lang={c.lang} refresh={c.bidsVersion} /> },
  { id: 'powerbet', rows: 3, render: (c) => <PowerBetScreen client={c.client} t={c.t} lang={c.lang} refresh={c.bidsVersion} /> },
] as const satisfies readonly ScreenEntry[];

export type Screen = (typeof entries)[number]['id'];
/** The screens in the sidebar's order. */
export const officeScreens: readonly Screen[] = entries.map((e) => e.id);
export const screenEntries: ReadonlyMap<Screen, ScreenEntry> = new Map(entries.map((e) => [e.id, e]));

export function screenOf(value: unknown): Screen | undefined {
  return screenEntries.has(value as Screen) ? (value as Screen) : undefined;
}

export { LimitsScreen };
