/**
 * Banners to share (`get banners`): generated SVG images, one per size and language, each carrying the
 * player's referral link in words (the headline and call in the banner's language, right to left for Arabic).
 * Served at `/web-api/referral/banner/{refCode}/{lang}/{size}.svg` without sign-in, so a friend's page can show it.
 */
import { isRtl, SUPPORTED_LANGUAGES } from '@betframe/sdk/i18n';
import { referralLink, referralPaths } from '@betframe/sdk/referral';
import type { Translate } from '../translations';

export const bannerSizes = {
  leaderboard: { width: 728, height: 90 },
  square: { width: 300, height: 250 },
  story: { width: 360, height: 640 },
} as const;
export type BannerSize = keyof typeof bannerSizes;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

export const bannerLanguages: readonly string[] = SUPPORTED_LANGUAGES;

export function bannerUrl(origin: string, refCode: string, lang: string, size: BannerSize): string {
  return `${origin}${referralPaths.bannerImage}/${refCode}/${lang}/${size}.svg`;
}

/** The SVG of one banner. */
export function bannerSvg(input: { origin: string; refCode: string; lang: string; size: BannerSize; t: Translate }) {
  const { width, height } = bannerSizes[input.size];
  const rtl = isRtl(input.lang);
  const link = referralLink(input.origin, input.lang, input.refCode);
  const headline = escapeXml(input.t('referral_banner_headline'));
  const call = escapeXml(input.t('referral_banner_call', { code: input.refCode }));
  const shownLink = escapeXml(link.replace(/^https?:\/\//, ''));
  const wide = width / height > 3;
  const x = rtl ? width - 24 : 24;
  const anchor = rtl ? 'end' : 'start';
  const big = wide ? 26 : 30;
  const rows = wide
    ? [
        { y: 38, size: big, weight: 700, text: headline },
        { y: 66, size: 15, weight: 400, text: call },
      ]
    : [
        { y: height * 0.3, size: big, weight: 700, text: headline },
        { y: height * 0.3 + 40, size: 17, weight: 400, text: call },
        { y: height - 40, size: 13, weight: 400, text: shownLink },
      ];
  const texts = rows
    .map(
      (r) =>
        `<text x="${x}" y="${Math.round(r.y)}" font-size="${r.size}" font-weight="${r.weight}" text-anchor="${anchor}"${
          rtl ? ' direction="rtl"' : ''
        }>${r.text}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${headline}" lang="${escapeXml(
    input.lang,
  )}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a5fb4"/><stop offset="1" stop-color="#0b2e59"/></linearGradient></defs><rect width="${width}" height="${height}" rx="12" fill="url(#g)"/><circle cx="${
    rtl ? 40 : width - 40
  }" cy="${height - 30}" r="${Math.min(width, height) / 4}" fill="#ffffff" opacity="0.08"/><g fill="#ffffff" font-family="system-ui, sans-serif">${texts}</g><title>${headline} — ${shownLink}</title></svg>`;
}
