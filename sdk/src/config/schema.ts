/**
 * The site configuration (SPEC §1, §3 "Site configuration", §9): per partner (ref_id, group_id) and country.
 * Every field has a default, so `{}` parses to a complete working configuration; operators override what they
 * need. Groups are loose objects: keys we do not model yet pass through untouched. zod/mini keeps it small for
 * the bundles that validate it.
 */
import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { customFieldOrderProblem, registrationTypes } from './registration-fields';

export {
  type CustomRegistrationField,
  customFieldOrderProblem,
  customRegistrationFields,
  type RegistrationType,
  registrationTypes,
} from './registration-fields';

// Every field of a group has a default, so `{}` is a valid input; TypeScript cannot see that through the generic.
const group = <T extends z.core.$ZodLooseShape>(shape: T) => z.prefault(z.looseObject(shape), {} as never);
const bool = (value: boolean) => z._default(z.boolean(), value);
const int = (value: number) => z._default(z.int(), value);
const str = (value: string) => z._default(z.string(), value);
const ints = (value: number[]) => z._default(z.array(z.int()), value);
const strs = (value: string[]) => z._default(z.array(z.string()), value);

/** A base URL with surrounding blanks and trailing slashes removed ("trimmed", SPEC §3). */
const baseUrl = (value: string) =>
  z._default(
    z.pipe(
      z.string(),
      z.transform((s: string) => s.trim().replace(/\/+$/, '')),
    ),
    value,
  );

const ussdCode = z._default(z.string().check(z.regex(/^(\*[0-9A-Z*#]{1,40})?$/)), '');

/** `#rrggbb` or empty. */
const hexColour = z._default(z.string().check(z.regex(/^(#[0-9a-fA-F]{6})?$/)), '');

/** The product's languages (one list: ../i18n/languages.ts). */
export const languageCodes = SUPPORTED_LANGUAGES;

export const languageSchema = z.object({
  id: z.int(),
  title: z.string(),
  code: z.string(),
  locale: z.string(),
});

export const currencySchema = z.object({
  id: z.int(),
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  hide: bool(false),
  /** Conversion coefficient against the base currency. */
  baseRate: z._default(z.number(), 1),
  /** Minimum bet sum in this currency (major units). */
  minBet: z._default(z.number(), 0),
  crypto: bool(false),
});

/** SPEC §2 "Home sections". */
export const homeSections = [
  'home',
  'betsonyour',
  'cyber',
  'ufc',
  'politics',
  'marble',
  'best',
  'team',
  'topgame',
  'recommendation',
  'top-events',
  'top-sports',
] as const;
export type HomeSection = (typeof homeSections)[number];
/** The casino rows the home page may show (the casino widget's `section` view). */
export const casinoHomeSections = ['popular', 'new'] as const;

export const captchaTypes = ['google', 'custom', 'hunt', 'puzzle', 'hcaptcha', 'disabled'] as const;

export const bettingTaxSchema = z.object({
  type: int(0),
  stakeTaxPercent: z._default(z.number(), 0),
  payoutTaxPercent: z._default(z.number(), 0),
  winAmountThreshold: z._default(z.number(), 0),
  coefficientThreshold: z._default(z.number(), 0),
  returnTax: bool(false),
});

/** SPEC §9: flags defaulting to true; every other flag is false unless configured. */
export const defaultTrueFlags = [
  'show_bonus_in_header',
  'show_first_recharge_notification',
  'has_registration',
  'show_auth_form_nav',
  'show_login_btn',
  'is_available_part_sale',
  'allow_video',
  'has_game_notify_settings',
] as const;

const flagsShape = () =>
  Object.fromEntries(defaultTrueFlags.map((name) => [name, bool(true)])) as Record<
    (typeof defaultTrueFlags)[number],
    ReturnType<typeof bool>
  >;

/** The groups the widgets read (widgets/src): what every frame and inline widget validates at start. */
const widgetShape = () => ({
  partner: group({
    refId: int(1),
    groupId: int(1),
    /**
     * Origins allowed to embed this partner's widgets and statistics frame: exact origins
     * (`https://partner.example`), or a loopback host with any port written `http://localhost:*`.
     */
    allowedOrigins: strs([]),
  }),
  geo: group({ countryCode: str(''), countryId: int(0) }),
  country: group({ id: int(0), code: str('') }),
  defaultLanguage: str('ru'),
  currencies: z._default(z.array(currencySchema), [
    { id: 1, code: 'RUB', symbol: '₽', name: 'Russian ruble', hide: false, baseRate: 1, minBet: 10, crypto: false },
    { id: 10, code: 'USD', symbol: '$', name: 'US dollar', hide: false, baseRate: 90, minBet: 0.2, crypto: false },
    { id: 12, code: 'EUR', symbol: '€', name: 'Euro', hide: false, baseRate: 98, minBet: 0.2, crypto: false },
    {
      id: 4,
      code: 'KZT',
      symbol: '₸',
      name: 'Kazakhstani tenge',
      hide: false,
      baseRate: 0.18,
      minBet: 50,
      crypto: false,
    },
  ]),
  defaultCurrencyId: int(1),
  /** SPEC §9: allowed betting views default [0]. */
  bettingViews: group({ allowed: ints([0]), asianViewCountries: ints([]) }),
  cdn: group({ main: baseUrl(''), service: baseUrl('') }),
  flags: z.prefault(z.catchall(z.looseObject(flagsShape()), z.boolean()), {}),
  dateFormat: group({
    shortDate: str('dd.MM.yyyy'),
    time: str('HH:mm'),
    dateTime: str('dd.MM.yyyy HH:mm'),
    duration: str('HH:mm:ss'),
    timeZone: z.optional(z.string()),
    hour12: bool(false),
  }),

  // The config groups of SPEC §3.
  global: group({ homePageVariant: int(0), minAge: int(18), autoLogoffMinutes: int(30), autoLogoff: bool(false) }),
  betting: group({
    coefficientFormat: int(0),
    betChangeConfirmation: int(0),
    couponHistoryDays: int(7),
    maxBetsPerCoupon: int(50),
    maxBetsSystemOrMulti: int(20),
    taxes: z.optional(bettingTaxSchema),
  }),
  coupon: group({ isBetsAvailable: bool(true), oneClickBet: bool(false) }),
  support: group({
    networks: strs([]),
    phones: strs([]),
    emails: strs(['support@betframe.test']),
    chatUrl: z.optional(z.string()),
  }),
  registration: group({
    types: z._default(z.array(z.enum(registrationTypes)), ['fast_reg', 'phone_reg', 'full_reg']),
    defaultType: z._default(z.enum(registrationTypes), 'phone_reg'),
    displayMode: z._default(z.enum(['popup', 'widget']), 'popup'),
    /** Field order per registration type. */
    fieldOrder: z._default(
      z.partialRecord(z.enum(registrationTypes), z.array(z.string())).check(
        z.superRefine((order, ctx) => {
          const problem = customFieldOrderProblem(order.custom_reg);
          if (problem)
            ctx.addIssue({ code: 'custom', message: problem, path: ['custom_reg'], input: order.custom_reg });
        }),
      ),
      {
        fast_reg: ['country', 'currency', 'promoCode'],
        phone_reg: ['phone', 'country', 'currency', 'promoCode'],
        full_reg: ['email', 'password', 'password_confirmation', 'country', 'currency', 'promoCode'],
        soc_reg: ['country', 'currency'],
        short_reg: ['login', 'password', 'currency'],
        full_v1_reg: [
          'name',
          'surname',
          'birthDate',
          'email',
          'phone',
          'password',
          'password_confirmation',
          'country',
          'currency',
          'promoCode',
        ],
        pay_and_play_reg: ['amount', 'currency', 'country', 'promoCode'],
        custom_reg: ['email', 'password', 'currency', 'country'],
      },
    ),
    agreements: strs(['regRules', 'regPolitics']),
    paymentsShown: int(15),
    /** A welcome dialog after a registration that signs the player in (SPEC §2). */
    welcomeModal: bool(false),
    /** The welcome dialog tells about the first-deposit bonus instead, when the partner offers one. */
    bonusWelcomeModal: bool(false),
    /** The registration bonus popup of SPEC §4 (also needs `promo.firstDepositBonus.enabled`). */
    bonusPopup: bool(true),
  }),
  auth: group({
    loginTypes: z._default(z.array(z.enum(['phone', 'email'])), ['phone', 'email']),
    socialProviders: strs([]),
    twoFactor: bool(true),
  }),
  /**
   * Also (loose, read by the site's `site/src/promotions/promotions-config.ts`, docs/promotions.md): `partnerProgram`
   * (the partner programme page: `viewType`, `email`, `commissionPercent`) and `globalEvent` (SPEC §2: `id`, `name`
   * per language, `champId`, `sportId`, `firstGameStart`) — passed through, so no widget carries their schemas.
   */
  promo: group({
    promoCodes: bool(true),
    /** The first-deposit bonus offered to new players (SPEC §3 key '1st' for sport). */
    firstDepositBonus: group({ enabled: bool(false), key: str('1st'), percent: int(100) }),
  }),
  captcha: group({
    type: z._default(z.enum(captchaTypes), 'custom'),
    siteKey: str(''),
    alternativeDomainCountryId: int(90),
  }),
  /**
   * The operator's look (docs/design-system.md "Re-branding"): applied at run time over the design tokens of the
   * site, every widget (framed ones get it with the configuration the frame page carries) and the statistics frame.
   * `accent`/`accentDark`: `#rrggbb` (empty: the default), adjusted until it reads (AA); `logo`: an image URL for
   * the site header; `font`: a family name put before the system stack; `fontUrl`: its woff2 file (https or a path).
   */
  customize: group({
    theme: str('light'),
    fontSize: int(14),
    accent: hexColour,
    accentDark: hexColour,
    logo: str(''),
    font: z._default(z.string().check(z.regex(/^[\p{L}\p{N} '-]{0,64}$/u)), ''),
    fontUrl: z._default(z.string().check(z.regex(/^((https:\/\/|\/)[^\s"'()\\<>]+)?$/)), ''),
  }),
});

/**
 * The groups only the site and the server read (the site's home, routing, footer, information pages…): the
 * widgets' shared runtime does not carry their schemas (issue 25); the site and the server validate the whole.
 */
const siteShape = () => ({
  fallbackLanguage: str('en'),
  languages: z._default(z.array(languageSchema), [
    { id: 1, title: 'Русский', code: 'ru', locale: 'ru-RU' },
    { id: 2, title: 'English', code: 'en', locale: 'en-GB' },
    { id: 3, title: 'Қазақша', code: 'kk', locale: 'kk-KZ' },
    { id: 4, title: 'العربية', code: 'ar', locale: 'ar-AE' },
  ]),
  cyber: group({ sportIds: ints([85, 144, 89]) }),
  office: group({
    /** Required profile fields per identity document type. */
    requiredFieldsByDocument: z._default(z.record(z.string(), z.array(z.string())), {}),
    paymentHistoryPageSize: int(50),
  }),
  information: group({ links: strs([]) }),
  footer: group({ questions: bool(true) }),
  header: group({ navigationMaxVisible: int(9), navigationIndent: int(100) }),
  responsible: group({ limits: bool(true), selfExclusion: bool(true) }),
  /**
   * `restrictedCountries`: where the licence does not let the operator take players — ISO alpha-2 codes (any
   * case) whose visitors see the block page and may file an appeal (docs/verification.md "Geography"); the
   * request's country comes from the edge's header or, in development, `geo.countryCode`.
   */
  licence: group({ text: str(''), url: str(''), restrictedCountries: strs([]) }),
  /**
   * SPEC §2 "USSD instructions": the operator's USSD codes, shown on the `ussdinstruction` information page (empty:
   * the operation has no code; none at all: the page says there is no USSD service). A code starts with `*` and
   * holds digits, `*`, `#` and capital-letter placeholders the player replaces (`*123*2*COUPON#`).
   */
  ussd: group({
    codes: group({
      balance: ussdCode,
      bet: ussdCode,
      coupon: ussdCode,
      deposit: ussdCode,
      password: ussdCode,
      toto: ussdCode,
      cashOut: ussdCode,
    }),
  }),
  thirdparty: group({ analyticsCounters: bool(false) }),
  /**
   * Bring a friend (docs/promotions.md): `enabled` here; the earning rule's keys pass through and are read with
   * `bringfriendConfigSchema` of `@betframe/sdk/referral`, so the widgets' shared runtime does not carry them.
   */
  bringfriend: group({ enabled: bool(false) }),
  dictionary: group({ cacheMinutes: int(15) }),
  bannerWidgets: group({ enabled: bool(false) }),
  toto: group({ enabled: bool(false) }),
  application: group({ pwa: bool(false), name: str('Betframe'), themeColor: str('#1a5fb4') }),
  iframe: group({ minHeight: int(280) }),
  dashboard: group({ gamesLimit: int(20) }),
  /** The site's home page (SPEC §2 "Home sections"): the sections shown, in order, and the top sports' ids. */
  home: group({
    sections: z._default(z.array(z.enum(homeSections)), ['home', 'top-events', 'cyber', 'top-sports']),
    topSports: ints([1, 2, 3, 4, 6, 10]),
    /** SPEC §2 "casino sections": rows of casino games after the betting sections, in order (empty: none). */
    casinoSections: z._default(z.array(z.enum(casinoHomeSections)), ['popular', 'new']),
  }),
  /**
   * The site's configurable routing (SPEC §2): route names to go to after registration and after sign-in, in
   * two versions — `page` (the form was a page of its own) and `modal` (it opened over another page; an empty
   * list means staying on that page) — the first known name wins; and paths (after the language, `*` at the end
   * for a prefix) that show not-found.
   */
  routing: group({
    afterRegistration: group({ page: strs(['officeRecharge', 'home']), modal: strs(['officeRecharge']) }),
    afterLogin: group({ page: strs(['home']), modal: strs([]) }),
    notFoundUrls: strs([]),
  }),
  xgames: group({ enabled: bool(false) }),
  /**
   * Deposit methods and the deposit form's preset amounts (docs/wallet.md "Deposit methods"): passed through here
   * and read by the server with `paymentsConfigSchema` of `@betframe/sdk/payments`, so the widgets' shared runtime
   * does not carry a schema only the server reads.
   */
  payments: group({}),
});

const buildSiteConfigSchema = () => z.object({ ...widgetShape(), ...siteShape() });
const buildWidgetConfigSchema = () => z.object(widgetShape());

type SiteConfigSchema = ReturnType<typeof buildSiteConfigSchema>;
type WidgetConfigSchema = ReturnType<typeof buildWidgetConfigSchema>;

/**
 * A configuration schema built on first use: building its few hundred parts is a good share of a page's start-up,
 * so the site builds it in a task of its own while the configuration call travels (`prepare`) instead of while
 * its modules are evaluated (docs/content-and-seo.md "Page speed").
 */
function lazySchema<S extends z.ZodMiniType>(build: () => S) {
  let built: S | undefined;
  const schema = () => {
    built ??= build();
    return built;
  };
  return {
    parse: (input: unknown): z.output<S> => schema().parse(input),
    safeParse: (input: unknown) => schema().safeParse(input),
    prepare: (): void => {
      schema();
    },
  };
}

/** The whole configuration: what the server serves and the site reads. */
export const siteConfigSchema = /* @__PURE__ */ lazySchema(buildSiteConfigSchema);

/**
 * What the widgets read of it (`widgetShape`); the other groups are left out of the parsed value, so the widgets'
 * shared runtime does not carry their schemas. The server serves the whole, and a whole configuration parses here.
 */
export const widgetConfigSchema = /* @__PURE__ */ lazySchema(buildWidgetConfigSchema);

export type SiteConfig = z.output<SiteConfigSchema>;
/** The configuration a widget has (`widgetConfigSchema`); a `SiteConfig` is one too. */
export type WidgetConfig = z.output<WidgetConfigSchema>;
/** What an operator writes: every field optional. */
export type SiteConfigInput = z.input<SiteConfigSchema>;
export type Currency = z.output<typeof currencySchema>;
export type Language = z.output<typeof languageSchema>;
export type BettingTax = z.output<typeof bettingTaxSchema>;
export type CaptchaType = (typeof captchaTypes)[number];
