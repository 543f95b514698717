import { siteConfigSchema } from '@betframe/sdk/config';
import { sharedStateDefaults } from '@betframe/sdk/protocol';
import { describe, expect, it } from 'vitest';
import {
  bottomNavItemOfRoute,
  bottomNavLinks,
  consultantChannel,
  embeddedChromeOf,
  showConsultant,
  singleBottomNavItemOf,
  standaloneChrome,
} from './embedded-chrome';

describe('the parent’s shared state as the site’s chrome', () => {
  it('a parent that says nothing gets the contract defaults: no action bar, no status filter, coupon clickable', () => {
    const chrome = embeddedChromeOf(sharedStateDefaults);
    expect(chrome).toEqual({
      active: true,
      headerHidden: false,
      bottomNavigationHidden: false,
      overlayTheme: null,
      bottomActionsVisible: false,
      betsHistoryTypeFilterVisible: false,
      consultantAvailable: false,
      canInstallPwa: false,
      quickCouponClickable: true,
      singleBottomNavItem: null,
    });
  });

  it('every key the parent sets reaches the chrome', () => {
    const chrome = embeddedChromeOf({
      ...sharedStateDefaults,
      bottomActionsVisible: true,
      betsHistoryTypeFilterVisible: true,
      consultantAvailable: true,
      canInstallPwa: true,
      quickCouponClickable: false,
      singleBottomNavItem: 'live',
      overlayTheme: 'dark',
    });
    expect(chrome.bottomActionsVisible).toBe(true);
    expect(chrome.betsHistoryTypeFilterVisible).toBe(true);
    expect(chrome.consultantAvailable).toBe(true);
    expect(chrome.canInstallPwa).toBe(true);
    expect(chrome.quickCouponClickable).toBe(false);
    expect(chrome.singleBottomNavItem).toBe('live');
    expect(chrome.overlayTheme).toBe('dark');
  });

  it('the site on its own shows its whole chrome', () => {
    expect(standaloneChrome.active).toBe(false);
    expect(standaloneChrome.bottomActionsVisible).toBe(true);
    expect(standaloneChrome.betsHistoryTypeFilterVisible).toBe(true);
    expect(standaloneChrome.quickCouponClickable).toBe(true);
    expect(standaloneChrome.singleBottomNavItem).toBeNull();
  });
});

describe('singleBottomNavItem', () => {
  it.each([
    [null, null],
    ['', null],
    ['  ', null],
    ['home', 'home'],
    ['LINE', 'line'],
    [' live ', 'live'],
    ['account', 'account'],
    ['true', 'home'],
    ['casino', 'home'],
  ] as const)('%j keeps %j', (value, expected) => {
    expect(singleBottomNavItemOf(value)).toBe(expected);
  });

  it('keeps all four links, or only the named one', () => {
    expect(bottomNavLinks('en', false, null).map((l) => l.item)).toEqual(['home', 'line', 'live', 'account']);
    expect(bottomNavLinks('en', false, 'live')).toEqual([
      { item: 'live', href: '/en/live/multi', key: 'site_nav_live' },
    ]);
  });

  it.each([
    ['home', 'home'],
    ['bettingHome', 'line'],
    ['bettingMainGame', 'line'],
    ['bettingMultiLive', 'live'],
    ['office', 'account'],
    ['officeBetsHistory', 'account'],
    ['login', 'account'],
    ['registration', 'account'],
    ['casino', null],
    ['information', null],
    [undefined, null],
  ] as const)('the page of route %j is the %j item', (name, item) => {
    expect(bottomNavItemOfRoute(name)).toBe(item);
  });

  it('the account item is sign-in for a guest and the office for a player', () => {
    expect(bottomNavLinks('ru', false, 'account')[0]?.href).toBe('/ru/login');
    expect(bottomNavLinks('ru', true, 'account')[0]).toEqual({
      item: 'account',
      href: '/ru/office',
      key: 'site_nav_office',
    });
  });
});

describe('consultant entry (SPEC §9: available when the id is set and not the word empty)', () => {
  const withChat = (chatUrl?: string) => siteConfigSchema.parse(chatUrl === undefined ? {} : { support: { chatUrl } });

  it('leads to the configured support chat', () => {
    expect(consultantChannel(withChat('https://chat.example/betframe'), 'en')).toEqual({
      href: 'https://chat.example/betframe',
      configured: true,
    });
  });

  it.each([undefined, '', 'empty', ' empty ', 'javascript:alert(1)'])(
    'without a usable chat (%j) it leads to the contacts page',
    (chatUrl) => {
      expect(consultantChannel(withChat(chatUrl), 'kk')).toEqual({
        href: '/kk/information/contacts',
        configured: false,
      });
    },
  );

  it('in a frame the parent decides; on its own the site shows it only with a configured chat', () => {
    const none = withChat();
    const chat = withChat('https://chat.example/');
    const on = embeddedChromeOf({ ...sharedStateDefaults, consultantAvailable: true });
    const off = embeddedChromeOf(sharedStateDefaults);
    expect(showConsultant(on, none, 'en')).toBe(true);
    expect(showConsultant(off, chat, 'en')).toBe(false);
    expect(showConsultant(standaloneChrome, chat, 'en')).toBe(true);
    expect(showConsultant(standaloneChrome, none, 'en')).toBe(false);
  });
});
