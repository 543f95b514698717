/**
 * The referral calls of SPEC §7 (docs/promotions.md "Bring a friend"): friend refer tag, get banners, referral
 * users and their extended form, registration, remove referral user, transfer money to main account; and the
 * banner images. Answers `{ success: true, data }`; bad input 400 with `validation_errors`; refusals coded.
 */
import {
  bannersData,
  bringfriendConfigSchema,
  extendedReferralUsersData,
  friendReferTagData,
  REF_CODE_PARAM,
  refCodePattern,
  referralLink,
  referralPaths,
  referralRegistrationData,
  referralUsersData,
  transferData,
} from '@betframe/sdk/referral';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody, readParams, readQuery } from '../app/validation';
import { partnerOf } from '../auth';
import { dateOf } from '../clock';
import { textsIn } from '../translations';
import { type BannerSize, bannerLanguages, bannerSizes, bannerSvg, bannerUrl } from './banners';
import { plainUser, referralUsers } from './lists';
import {
  codeOf,
  recordReferral,
  referralBalances,
  rememberDevice,
  removeReferral,
  syncEarnings,
  transferToMain,
} from './service';

const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const pageBody = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const langQuery = z.enum(bannerLanguages as [string, ...string[]]);

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

/** A JSON body that may be absent (an empty POST is `{}`). */
async function optionalBody<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.trim() === '') return schema.parse({}) as z.output<S>;
  return readBody(c, schema);
}

export const referralRoutes: RouteModule = (app, deps: AppDeps) => {
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);
  /** The partner's `bringfriend` group; a group that does not parse turns the programme off rather than guess. */
  const rulesOf = async (c: AppContext) => {
    const parsed = bringfriendConfigSchema.safeParse(
      (await deps.siteConfig.get({ partner: partnerOf(c) })).bringfriend,
    );
    if (parsed.success) return parsed.data;
    deps.logger.warn({ issues: parsed.error.issues }, 'bringfriend configuration is invalid; the programme is off');
    return { ...bringfriendConfigSchema.parse({}), enabled: false };
  };
  const origin = (c: AppContext) => new URL(c.req.url).origin;
  const langOf = (c: AppContext) => {
    const parsed = langQuery.safeParse(c.req.query('lang') ?? c.req.query('lng'));
    return parsed.success ? parsed.data : 'ru';
  };

  app.get(referralPaths.friendReferTag, async (c) => {
    const user = await requireUser(c, deps);
    const query = readQuery(c, z.object({ deviceId: deviceId.optional(), lang: langQuery.optional() }));
    const rules = await rulesOf(c);
    const refCode = await codeOf(db, user.id, now());
    if (query.deviceId) await rememberDevice(db, user.id, query.deviceId);
    await syncEarnings(db, user.id, rules, now());
    return ok(
      c,
      friendReferTagData.parse({
        refCode,
        link: referralLink(origin(c), query.lang ?? langOf(c), refCode),
        enabled: rules.enabled,
        rules: {
          rule: rules.rule,
          percent: rules.percent,
          fixedAmount: rules.fixedAmount,
          maxFriends: rules.maxFriends,
        },
        balances: await referralBalances(db, user.id),
      }),
    );
  });

  app.post(referralPaths.banners, async (c) => {
    const user = await requireUser(c, deps);
    const body = await optionalBody(c, z.strictObject({ lang: langQuery.optional() }));
    const refCode = await codeOf(db, user.id, now());
    const langs = body.lang ? [body.lang] : bannerLanguages;
    const link = referralLink(origin(c), body.lang ?? langOf(c), refCode);
    const banners = langs.flatMap((lang) =>
      (Object.keys(bannerSizes) as BannerSize[]).map((size) => {
        const url = bannerUrl(origin(c), refCode, lang, size);
        const { width, height } = bannerSizes[size];
        const target = referralLink(origin(c), lang, refCode);
        return {
          id: `${lang}-${size}`,
          lang,
          width,
          height,
          url,
          html: `<a href="${target}"><img src="${url}" width="${width}" height="${height}" alt=""></a>`,
        };
      }),
    );
    return ok(c, bannersData.parse({ link, refCode, banners }));
  });

  app.get(`${referralPaths.bannerImage}/:code/:lang/:size`, async (c) => {
    const params = readParams(
      c,
      z.object({
        code: z.string().regex(refCodePattern),
        lang: langQuery,
        size: z.string().regex(/^(leaderboard|square|story)\.svg$/),
      }),
    );
    const known = await db
      .selectFrom('referral_codes')
      .select('code')
      .where('code', '=', params.code)
      .executeTakeFirst();
    if (!known) throw new ApiError(404, 'unknown_ref_code', 'No such referral code');
    const svg = bannerSvg({
      origin: origin(c),
      refCode: params.code,
      lang: params.lang,
      size: params.size.replace('.svg', '') as BannerSize,
      t: await textsIn(params.lang),
    });
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(svg);
  });

  for (const [path, extended] of [
    [referralPaths.referralUsers, false],
    [referralPaths.extendedReferralUsers, true],
  ] as const) {
    app.post(path, async (c) => {
      const user = await requireUser(c, deps);
      const { page } = await optionalBody(c, pageBody);
      await syncEarnings(db, user.id, await rulesOf(c), now());
      const list = await referralUsers(db, user.id, page);
      return ok(
        c,
        extended
          ? extendedReferralUsersData.parse(list)
          : referralUsersData.parse({ ...list, items: list.items.map(plainUser) }),
      );
    });
  }

  app.post(referralPaths.registration, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(
      c,
      z.strictObject({
        [REF_CODE_PARAM]: z.string().trim().toUpperCase().regex(refCodePattern),
        deviceId: deviceId.optional(),
      }),
    );
    const result = await recordReferral(db, {
      friendId: user.id,
      refCode: body[REF_CODE_PARAM],
      deviceId: body.deviceId,
      rules: await rulesOf(c),
      at: now(),
    });
    c.status(201);
    return ok(c, referralRegistrationData.parse(result));
  });

  app.post(referralPaths.removeReferralUser, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(
      c,
      z.strictObject({
        referral_user_id: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 53),
      }),
    );
    await removeReferral(db, user.id, body.referral_user_id, now());
    const list = await referralUsers(db, user.id, 1);
    return ok(c, referralUsersData.parse({ ...list, items: list.items.map(plainUser) }));
  });

  app.post(referralPaths.transfer, async (c) => {
    const user = await requireUser(c, deps);
    await optionalBody(c, z.strictObject({}));
    const transferred = await transferToMain(db, user.id, await rulesOf(c), now());
    return ok(c, transferData.parse({ transferred }));
  });
};
