/**
 * An information page (SPEC §2 "Information page kinds"): its title and text from the server's content call in
 * the page's language; an unknown kind shows not-found, a failed call a retry. The index (`/information`)
 * lists the information links. The page the visitor landed on was rendered by the server and hydrated at start
 * (docs/content-and-seo.md "Client takeover"): that content is kept as it is — not fetched, not drawn again.
 */
import { useEffect, useState } from 'react';
import { type ContentResult, fetchInformationPage, type InformationLink } from '../content/content-client';
import { safeHtml } from '../content/safe-html';
import type { SiteLanguage } from '../routing/normalize-path';
import { ServerContent, serverPageHere } from '../ssr/ssr-view';
import type { SiteT } from '../texts/site-texts';
import { BetCalculator } from './calculators/bet-calculator';
import { OddsConverter } from './calculators/odds-converter';
import { NotFound } from './not-found';
import { SelfExclusionPanel } from './self-exclusion-panel';

/** The tools some kinds carry below their text (`kind` as the server names it: `bettingCalculator`). */
function PageTools({ kind, lang, t }: { kind: string; lang: SiteLanguage; t: SiteT }) {
  if (kind === 'responsiblegaming') return <SelfExclusionPanel lang={lang} t={t} />;
  if (kind === 'calc') return <OddsConverter t={t} locale={lang} />;
  if (kind === 'bettingCalculator') return <BetCalculator t={t} locale={lang} />;
  return null;
}

export function InformationPage(props: {
  lang: SiteLanguage;
  /** The kind as it appears in the path (lowercased). */
  kind: string;
  t: SiteT;
  links: readonly InformationLink[];
}) {
  const { lang, kind, t } = props;
  const server = serverPageHere();
  const fromServer = server !== null;
  const [result, setResult] = useState<ContentResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (fromServer) return;
    const controller = new AbortController();
    setResult(null);
    void attempt;
    fetchInformationPage(`/${lang}/information/${kind}`, lang, controller.signal).then((next) => {
      if (!controller.signal.aborted) setResult(next);
    });
    return () => controller.abort();
  }, [lang, kind, attempt, fromServer]);

  const shownTitle = !fromServer && result?.kind === 'page' ? result.page.title : null;
  useEffect(() => {
    if (shownTitle) document.title = `${shownTitle} — Betframe`;
  }, [shownTitle]);

  // The server's page (its title already in the head; the index's links in its content).
  if (server) {
    const shownKind = server.kind ?? kind;
    return (
      <article data-testid="information-page" data-kind={shownKind} className="site-information">
        <ServerContent />
        <PageTools kind={shownKind} lang={lang} t={t} />
      </article>
    );
  }
  if (result === null)
    return (
      <section data-testid="information-page" aria-busy="true">
        <p>{t('site_info_loading')}</p>
      </section>
    );
  if (result.kind === 'not-found') return <NotFound lang={lang} t={t} />;
  if (result.kind === 'error')
    return (
      <section data-testid="information-page" data-state="error">
        <p role="alert">{t('site_info_error')}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('site_info_retry')}
        </button>
      </section>
    );
  const { page } = result;
  return (
    <article data-testid="information-page" data-kind={page.kind} className="site-information">
      <h1>{page.title}</h1>
      {safeHtml(page.content)}
      <PageTools kind={page.kind} lang={lang} t={t} />
      {page.kind === 'information' && props.links.length > 0 && (
        <ul className="site-links">
          {props.links.map((link) => (
            <li key={link.kind}>
              <a href={link.path}>{link.title}</a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
