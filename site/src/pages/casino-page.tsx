/**
 * The casino pages: the lobby (`/casino`), a game (`/casino/game/:gameId`) and the fairness verifier
 * (`/casino/fairness`) — one casino widget slot whose props follow the address, so moving between the lobby and a
 * game (the widget reports it as `navigate`) updates the widget rather than mounting it again.
 */
import type { BetframeApi } from '@betframe/sdk/loader';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';

export function CasinoPage({
  name,
  params,
  search,
  t,
  api,
}: {
  name: 'casino' | 'casinoGame' | 'casinoFairness';
  params: Record<string, string>;
  /** The verifier's round, from the office's "verify" link (`?game&serverSeed&serverSeedHash&clientSeed&nonce&params`). */
  search: URLSearchParams;
  t: SiteT;
  api: BetframeApi;
}) {
  const props =
    name === 'casinoFairness'
      ? { view: 'fairness', verify: Object.fromEntries(search) }
      : name === 'casinoGame'
        ? { view: 'lobby', game: Number(params.gameId) }
        : { view: 'lobby' };
  return (
    <section data-testid="casino-page">
      <h1 className="site-visually-hidden">{t(name === 'casinoFairness' ? 'casino_verifier_title' : 'casino')}</h1>
      <WidgetSlot api={api} name="casino" props={props} label={t('casino')} />
    </section>
  );
}
