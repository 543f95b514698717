/**
 * The site composes the widgets the way a partner page does: through the loader (`/sdk/loader.js`) in inline
 * mode, so the site and a partner page share one code path (session broker, events, shared state). The API's
 * type is the loader's own (`@betframe/sdk/loader`, host-contract.ts).
 */
import type { BetframeApi } from '@betframe/sdk/loader';

let loading: Promise<BetframeApi> | null = null;

function installed(): BetframeApi | null {
  const api = (window as unknown as { Betframe?: unknown }).Betframe;
  return typeof api === 'function' && typeof (api as unknown as BetframeApi).mount === 'function'
    ? (api as unknown as BetframeApi)
    : null;
}

/** Loads the loader script once; resolves with the installed `Betframe` API. */
export function loadBetframe(src = '/sdk/loader.js'): Promise<BetframeApi> {
  loading ??= new Promise((resolve, reject) => {
    const ready = installed();
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = installed();
      if (api) resolve(api);
      else reject(new Error('Betframe loader did not install'));
    };
    script.onerror = () => reject(new Error('Betframe loader failed to load'));
    document.head.append(script);
  });
  return loading;
}
