/**
 * The site's pages that are not betting screens, each loaded on demand (its own chunk): the casino, tournaments,
 * information (with the calculators and the self-exclusion panel), blog, toto, the promo store, partner programme,
 * app and block pages. The entry the home and game pages evaluate before they are interactive holds only the shell and the
 * betting pages (docs/content-and-seo.md "Page speed"). `routePage` wraps each in `LazyPage`: the page's usual
 * "loading" line while its chunk arrives; a chunk that cannot be fetched (offline, a replaced build) shows the
 * page error with a reload instead of breaking the shell; the information page's server content stays meanwhile.
 */
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Button } from '../../../widgets/src/runtime/ui/button';
import { ServerContent, serverPageHere } from '../ssr/ssr-view';
import type { SiteT } from '../texts/site-texts';

/** What shows when a page's chunk could not be fetched; reloading fetches the current build's chunks. */
function ChunkFailed({ t }: { t: SiteT }) {
  return (
    <section className="site-narrow">
      <p role="alert">{t('site_info_error')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </section>
  );
}

/** A page component loaded on first render from `load` (a dynamic import), falling back to `ChunkFailed`. */
export function lazyPage<P extends { t: SiteT }>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (page) => ({ default: page }),
      () => ({ default: ChunkFailed as ComponentType<P> }),
    ),
  );
}

export function LazyPage({ t, fallback, children }: { t: SiteT; fallback?: ReactNode; children: ReactNode }) {
  return <Suspense fallback={fallback ?? <p aria-busy="true">{t('site_info_loading')}</p>}>{children}</Suspense>;
}

/**
 * The home page's feed shelves while their chunk or their calls load: one placeholder that holds the rest of the
 * screen (`.site-shelves-loading`), so the shelves arrive in their place and push nothing the visitor sees.
 */
export function ShelvesLoading({ t }: { t: SiteT }) {
  return (
    <p className="site-shelves-loading" aria-busy="true">
      {t('site_info_loading')}
    </p>
  );
}

/**
 * While the information page's chunk arrives: the server's content of this page (hydrated at start) already in the
 * page's card, where the page will keep it — nothing disappears or moves when the chunk lands; else the loading line.
 */
export function InformationLoading({ t }: { t: SiteT }) {
  return serverPageHere() ? (
    <article className="site-information">
      <ServerContent />
    </article>
  ) : (
    <p aria-busy="true">{t('site_info_loading')}</p>
  );
}

export const CasinoPage = lazyPage(() => import('./casino-page').then((m) => m.CasinoPage));
export const PromoStorePage = lazyPage(() => import('./promo-store/promo-store-page').then((m) => m.PromoStorePage));
export const TournamentsPage = lazyPage(() => import('./tournaments-page').then((m) => m.TournamentsPage));
export const InformationPage = lazyPage(() => import('./information-page').then((m) => m.InformationPage));
export const BlogPage = lazyPage(() => import('./blog-page').then((m) => m.BlogPage));
export const TotoDrawPage = lazyPage(() => import('./toto/toto-draw-page').then((m) => m.TotoDrawPage));
export const TotoDrawsPage = lazyPage(() => import('./toto/toto-draws-page').then((m) => m.TotoDrawsPage));
export const PartnerProgrammePage = lazyPage(() =>
  import('../promotions/partner-programme-page').then((m) => m.PartnerProgrammePage),
);
export const AppInstallPage = lazyPage(() => import('../pwa/install-page').then((m) => m.AppInstallPage));
export const BlockPage = lazyPage(() => import('../geo/block-pages').then((m) => m.BlockPage));
export const BlockAppealPage = lazyPage(() => import('../geo/block-pages').then((m) => m.BlockAppealPage));
