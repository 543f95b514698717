/**
 * An example React app page on `@betframe/react`: the coupon stays mounted, the line is shown or hidden by the
 * user (mounting and destroying the widget each time), the app's own odds button adds an outcome through the
 * coupon's handle, and the header shows the shared coupon's size and the player's balance from the page's events.
 */
import { BetframeProvider, BetframeWidget, useBetframeEvent, useBetframeState } from '@betframe/react';
import type { TypedWidgetHandle } from '@betframe/sdk';
import { useState } from 'react';

function Header() {
  const picks = useBetframeState('couponOutcomes');
  const [balance, setBalance] = useState('');
  useBetframeEvent('balance', ({ amount, currency }) => setBalance(`${amount} ${currency}`));
  return (
    <header>
      <span>{picks.length} in the coupon</span> <span>{balance}</span>
    </header>
  );
}

export function App({ origin }: { origin: string }) {
  const [showLine, setShowLine] = useState(true);
  const [coupon, setCoupon] = useState<TypedWidgetHandle | null>(null);
  return (
    <BetframeProvider origin={origin} options={{ partner: 1, lang: 'en' }}>
      <Header />
      <main>
        <button type="button" onClick={() => setShowLine((v) => !v)}>
          {showLine ? 'Hide' : 'Show'} the line
        </button>
        {showLine ? <BetframeWidget name="line" /> : null}
        <button
          type="button"
          disabled={!coupon}
          onClick={() => coupon?.call('addOutcome', { id: 'app:1', label: 'App pick: Away', coefficient: 3.1 })}
        >
          Away 3.10
        </button>
        <BetframeWidget name="coupon" onHandle={setCoupon} />
      </main>
    </BetframeProvider>
  );
}
