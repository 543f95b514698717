/**
 * The slip's way to a bet promotion (docs/bonuses.md "Freebets and insurance"), itself a small lazy chunk for a
 * signed-in player: it asks whether the player has a freebet or an insurance to use; the panel (promotions.tsx)
 * arrives only then, or when the player opens the promo code field.
 */
import { betPromotionPaths } from '@betframe/sdk/bonuses';
import { lazy, Suspense, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { httpFor, playerAuth } from '../runtime/http';
import type { PromotionProps } from './promotions';

const Promotions = lazy(() => import('./promotions'));
const any = z.object({ data: z.object({ items: z.array(z.unknown()) }) });

export default function PromotionEntry(props: PromotionProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void httpFor(props.origin)
      .request({ path: betPromotionPaths.list, headers: playerAuth(props.token), schema: any })
      .then((r) => r.data && r.data.data.items.length > 0 && setOpen(true));
  }, [props.token]);
  // Several singles are several bets: a promotion serves one bet.
  if (props.view.kind === 'singles') return null;
  return open ? (
    <Suspense fallback={null}>
      <Promotions {...props} />
    </Suspense>
  ) : (
    <button type="button" className="bf-button" data-testid="coupon-promo-open" onClick={() => setOpen(true)}>
      {props.f.t('coupon_promo_open')}
    </button>
  );
}
