/**
 * Share the coupon (putbetscommon, sdk/src/feed/coupon-share.ts): a short code kept 7 days and the link to the
 * site's coupon page, where another player or a guest gets it in their slip. And what a loaded code left out
 * (GetCoupon's `dropped`), each with its reason. Loaded with the kit's lazy chunk.
 */

import {
  betTypeFields,
  type CouponShare,
  couponShareAnswerSchema,
  couponSharePath,
  type DroppedEvent,
  wireEvents,
} from '@betframe/sdk/feed';
import { toIntlLocale } from '@betframe/sdk/format';
import { callResultOf } from '@betframe/sdk/request';
import { useState } from 'react';
import type { WidgetRuntime } from '../runtime';
import { httpFor } from '../runtime/http';
import { IconButton } from '../runtime/ui/button';
import { Icon } from '../runtime/ui/icon';
import { kitCss } from '../runtime/ui/kit-css';
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
    new Intl.DateTimeFormat(toIntlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
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

/**
 * The selections a loaded code left out, and why (`coupon_dropped_<reason>`); a game no longer in the feed has no
 * names left, so it is "a selection" of its reason. Dismissed by the player; nothing while the list is empty.
 */
export function DroppedNotice({
  dropped,
  t,
  onDismiss,
}: {
  dropped: readonly DroppedEvent[];
  t: BetT;
  onDismiss: () => void;
}) {
  if (dropped.length === 0) return null;
  return (
    <div role="status" data-testid="coupon-dropped" className="bf-dropped" ref={droppedStyle}>
      <Icon name="alert" />
      <div className="bf-dropped-text">
        <p>{t('coupon_dropped_title')}</p>
        <ul>
          {dropped.map((d) => (
            <li key={`${d.gameId}:${d.type}:${d.param}`} data-reason={d.reason}>
              <bdi>{d.gameName ? `${d.gameName}: ${d.name}` : t('coupon_dropped_unnamed')}</bdi>
              {' — '}
              {t(`coupon_dropped_${d.reason}`)}
            </li>
          ))}
        </ul>
      </div>
      <IconButton
        icon="close"
        label={t('coupon_dropped_dismiss')}
        onClick={onDismiss}
        data-testid="coupon-dropped-dismiss"
      />
    </div>
  );
}

const droppedCss = `.bf-dropped { display: flex; align-items: flex-start; gap: var(--bf-space-2); margin-block: var(--bf-space-2);
  padding-block: var(--bf-space-2); padding-inline: var(--bf-space-3) var(--bf-space-1); border: 1px solid var(--bf-color-border);
  border-inline-start: 4px solid var(--bf-color-warning); border-radius: var(--bf-radius-md);
  background: var(--bf-color-surface-raised); }
.bf-dropped > svg { flex: none; margin-block-start: var(--bf-space-1); }
.bf-dropped-text { flex: 1 1 auto; min-inline-size: 0; overflow-wrap: anywhere; }
.bf-dropped-text p, .bf-dropped-text ul { margin: 0; }
.bf-dropped-text ul { padding-inline-start: var(--bf-space-4); }`;
const droppedStyle = kitCss('coupon-dropped', droppedCss);
