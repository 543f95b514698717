/**
 * Share the coupon (putbetscommon, sdk/src/feed/coupon-share.ts): a short code kept 7 days and the link to the
 * site's coupon page, where another player or a guest gets it in their slip. Loaded with the kit's lazy chunk.
 */
import {
  betTypeFields,
  type CouponShare,
  couponShareAnswerSchema,
  couponSharePath,
  wireEvents,
} from '@betframe/sdk/feed';
import { callResultOf } from '@betframe/sdk/request';
import { useState } from 'react';
import type { WidgetRuntime } from '../runtime';
import { httpFor } from '../runtime/http';
import type { Translate as BetT } from '../runtime/use-texts';
import type { SlipView } from './slip-view';

export function SharePanel({ runtime, t, view }: { runtime: WidgetRuntime; t: BetT; view: SlipView }) {
  const { origin } = runtime;
  const { lang } = runtime.options;
  const [share, setShare] = useState<CouponShare | 'failed' | undefined>();
  const onShare = async () => {
    const summ = view.totalStake;
    const result = callResultOf(
      (await httpFor(origin).request({
        path: couponSharePath,
        method: 'POST',
        params: {
          coupon: {
            couponEvents: wireEvents(view.events),
            ...betTypeFields(view.betKind),
            ...(summ > 0 ? { summ } : {}),
          },
          lng: lang,
        },
        schema: couponShareAnswerSchema,
      })) as Parameters<typeof callResultOf<{ data: { attributes: CouponShare } }>>[0],
    );
    setShare(result.ok ? result.data.data.attributes : 'failed');
  };
  const until = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="bf-row">
      <button
        type="button"
        className="bf-button"
        data-testid="coupon-share"
        disabled={view.n === 0}
        onClick={() => void onShare()}
      >
        {t('coupon_share')}
      </button>
      {share === 'failed' ? <p role="alert">{t('coupon_share_failed')}</p> : null}
      {share && share !== 'failed' ? (
        <p data-testid="coupon-share-code" data-code={share.code}>
          {t('coupon_share_code', { code: share.code, until: until(share.expiresAt) })}{' '}
          <a href={new URL(share.link, origin).href} data-testid="coupon-share-link">
            {t('coupon_share_link')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
