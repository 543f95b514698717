/**
 * The partner programme page (`/{lang}/partner-programme`, SPEC §2 "partner programme with a page view type"): what
 * the operator offers affiliates (revenue share, marketing material, statistics, payouts), how to join and whom
 * to write to, and — for players — the bring-a-friend programme in the office. The configuration's
 * `partnerProgram.viewType` lays the same content out as a grid of cards (`cards`) or one numbered column
 * (`steps`); the revenue share and the address come from the configuration too (docs/promotions.md).
 */
import type { SiteConfig } from '@betframe/sdk/config';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { partnerProgramOf } from './promotions-config';

const css = `.site-partners { display: grid; gap: var(--bf-space-4); }
.site-partners-offer { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-3); }
.site-partners[data-view="cards"] .site-partners-offer { grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
.site-partners[data-view="steps"] .site-partners-offer { list-style: decimal; padding-inline-start: var(--bf-space-5); }
.site-partners-item { padding: var(--bf-space-3); border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-md);
  background: var(--bf-color-surface-raised); min-inline-size: 0; overflow-wrap: anywhere; }
.site-partners-item h3 { margin-block: 0 var(--bf-space-1); font-size: var(--bf-font-size-lg); }
.site-partners-item p { margin: 0; }
.site-partners-join { margin: 0; padding-inline-start: var(--bf-space-5); display: grid; gap: var(--bf-space-2); }`;

const offer = ['share', 'materials', 'stats', 'payouts'] as const;

export function PartnerProgrammePage({ lang, t, config }: { lang: SiteLanguage; t: SiteT; config: SiteConfig }) {
  const programme = partnerProgramOf(config);
  const view = programme.viewType;
  const email = programme.email || config.support.emails[0] || '';
  return (
    <section className="site-partners site-narrow" data-testid="partner-programme" data-view={view}>
      <style>{css}</style>
      <h1>{t('partner_programme_title')}</h1>
      <p>{t('partner_programme_intro')}</p>
      <h2>{t('partner_programme_offer')}</h2>
      <ul className="site-partners-offer">
        {offer.map((item) => (
          <li key={item} className="site-partners-item" data-testid={`partner-offer-${item}`}>
            <h3>{t(`partner_programme_${item}_title`)}</h3>
            <p>{t(`partner_programme_${item}_text`, { percent: programme.commissionPercent })}</p>
          </li>
        ))}
      </ul>
      <h2>{t('partner_programme_join')}</h2>
      <ol className="site-partners-join">
        <li>{t('partner_programme_join_write')}</li>
        <li>{t('partner_programme_join_agree')}</li>
        <li>{t('partner_programme_join_start')}</li>
      </ol>
      {email && (
        <p>
          {t('partner_programme_contact')}{' '}
          <a href={`mailto:${email}`} dir="ltr" data-testid="partner-programme-email">
            {email}
          </a>
        </p>
      )}
      {config.bringfriend.enabled && (
        <p>
          {t('partner_programme_players')} <a href={pathOf('officeBringFriend', lang)}>{t('office_screen_friends')}</a>
        </p>
      )}
    </section>
  );
}
