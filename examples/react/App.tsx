/**
 * An example React app page: the coupon stays mounted, the line is shown or hidden by the user (mounting and
 * destroying the widget each time), and the app's own odds button adds an outcome through the coupon's handle.
 */
import { useState } from 'react';
import { BetframeWidget, type WidgetHandle } from './BetframeWidget';

export function App() {
  const [showLine, setShowLine] = useState(true);
  const [coupon, setCoupon] = useState<WidgetHandle | null>(null);
  return (
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
  );
}
