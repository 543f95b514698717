/**
 * What the parent's shared state (SPEC §2 "Shared state keys", CONTRACTS §4) decides about the site's chrome, as
 * plain values the shell renders. Outside a frame nobody decides, so the site shows its own full chrome; inside
 * one, every key means what the table in docs/site.md ("Embedded mode") says, from the parent's state (its
 * defaults included: a parent that says nothing gets no bottom action bar and no bets-history status filter).
 */
import type { SiteConfig } from '@betframe/sdk/config';
import type { SharedState } from '@betframe/sdk/protocol';
import { isConsultantAvailable } from '@betframe/sdk/validation';
import type { SiteLanguage } from '../routing/normalize-path';
import { isBettingRoute, pathOf } from '../routing/routes';
import { embeddedThemeOf } from './parent-link';

export interface EmbeddedChrome {
  /** The site is framed and joined the parent's shared state. */
  active: boolean;
  headerHidden: boolean;
  bottomNavigationHidden: boolean;
  overlayTheme: 'light' | 'dark' | null;
  bottomActionsVisible: boolean;
  betsHistoryTypeFilterVisible: boolean;
  consultantAvailable: boolean;
  canInstallPwa: boolean;
  quickCouponClickable: boolean;
  singleBottomNavItem: BottomNavItem | null;
}

/** The site on its own: everything it has is shown (the consultant and install entries still need their source). */
export const standaloneChrome: EmbeddedChrome = {
  active: false,
  headerHidden: false,
  bottomNavigationHidden: false,
  overlayTheme: null,
  bottomActionsVisible: true,
  betsHistoryTypeFilterVisible: true,
  consultantAvailable: true,
  canInstallPwa: true,
  quickCouponClickable: true,
  singleBottomNavItem: null,
};

type ChromeKeys =
  | 'headerHidden'
  | 'bottomNavigationHidden'
  | 'overlayTheme'
  | 'bottomActionsVisible'
  | 'betsHistoryTypeFilterVisible'
  | 'consultantAvailable'
  | 'canInstallPwa'
  | 'quickCouponClickable'
  | 'singleBottomNavItem';

export function embeddedChromeOf(state: Pick<SharedState, ChromeKeys>): EmbeddedChrome {
  return {
    active: true,
    headerHidden: state.headerHidden,
    bottomNavigationHidden: state.bottomNavigationHidden,
    overlayTheme: embeddedThemeOf(state.overlayTheme),
    bottomActionsVisible: state.bottomActionsVisible,
    betsHistoryTypeFilterVisible: state.betsHistoryTypeFilterVisible,
    consultantAvailable: state.consultantAvailable,
    canInstallPwa: state.canInstallPwa,
    quickCouponClickable: state.quickCouponClickable,
    singleBottomNavItem: singleBottomNavItemOf(state.singleBottomNavItem),
  };
}

export const bottomNavItems = ['home', 'line', 'live', 'account'] as const;
export type BottomNavItem = (typeof bottomNavItems)[number];

/**
 * `singleBottomNavItem` names the one item the bottom navigation keeps (`home`, `line`, `live`, `account`); any
 * other word that is set keeps `home`; null or an empty text keeps all four.
 */
export function singleBottomNavItemOf(value: string | null | undefined): BottomNavItem | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const word = value.trim().toLowerCase();
  return (bottomNavItems as readonly string[]).includes(word) ? (word as BottomNavItem) : 'home';
}

export interface BottomNavLink {
  item: BottomNavItem;
  href: string;
  key: string;
}

/**
 * The bottom navigation's item for the page a route name shows (marked `aria-current`), or null when the page
 * belongs to none of them (casino, information, promotions…). Live is the multi-live page; every other betting page
 * is the line; the office's screens and the sign-in and registration pages are the account.
 */
export function bottomNavItemOfRoute(name: string | undefined): BottomNavItem | null {
  if (name === undefined) return null;
  if (name === 'home') return 'home';
  if (name === 'bettingMultiLive') return 'live';
  if (isBettingRoute(name)) return 'line';
  if (name.startsWith('office') || name === 'login' || name === 'registration') return 'account';
  return null;
}

/** The links of the mobile bottom navigation, or the single one the parent keeps. */
export function bottomNavLinks(lang: SiteLanguage, signedIn: boolean, single: BottomNavItem | null): BottomNavLink[] {
  const all: BottomNavLink[] = [
    { item: 'home', href: pathOf('home', lang), key: 'site_nav_home' },
    { item: 'line', href: pathOf('bettingHome', lang), key: 'site_nav_line' },
    { item: 'live', href: pathOf('bettingMultiLive', lang), key: 'site_nav_live' },
    {
      item: 'account',
      href: pathOf(signedIn ? 'office' : 'login', lang),
      key: signedIn ? 'site_nav_office' : 'site_sign_in',
    },
  ];
  return single === null ? all : all.filter((link) => link.item === single);
}

/**
 * Where the consultant entry leads: the configured support chat when it is set and not the word `empty` (SPEC §9,
 * the consultant rule), else the contacts information page. `configured` says whether the chat is set: outside a
 * frame the entry shows only then; in a frame, the parent's `consultantAvailable` decides.
 */
export function consultantChannel(config: SiteConfig, lang: SiteLanguage): { href: string; configured: boolean } {
  const chat = config.support.chatUrl;
  if (isConsultantAvailable(chat) && chat !== undefined && /^https?:\/\//i.test(chat.trim()))
    return { href: chat.trim(), configured: true };
  return { href: pathOf('information', lang, { kind: 'contacts' }), configured: false };
}

/** Whether the consultant entry shows, for the chrome in force and the configuration. */
export function showConsultant(chrome: EmbeddedChrome, config: SiteConfig, lang: SiteLanguage): boolean {
  return chrome.active ? chrome.consultantAvailable : consultantChannel(config, lang).configured;
}
