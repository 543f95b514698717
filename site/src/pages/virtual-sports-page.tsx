/**
 * Virtual sports (SPEC §9 "simulated reality", menu section 11): the line widget narrowed to the feed's virtual
 * sports (simulated football, tennis and horse racing, an event every few minutes), the first of them chosen
 * unless the path names one. An event opened from the list is the ordinary game page, where the line shows its
 * animated match view (widgets/src/line/virtual-match.tsx; a race's in virtual-race.tsx). Bets go to the shell's slip beside it like on any betting screen.
 */
import { isVirtualSport, VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import type { BetframeApi } from '@betframe/sdk/loader';
import { ServerContent } from '../ssr/ssr-view';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';

export function VirtualSportsPage({ sportId, t, api }: { sportId: string | undefined; t: SiteT; api: BetframeApi }) {
  const asked = sportId === undefined ? undefined : Number(sportId);
  const sport = asked !== undefined && isVirtualSport(asked) ? asked : VIRTUAL_SPORT_IDS[0];
  const heading = t('site_section_virtual');
  const props = { sports: [...VIRTUAL_SPORT_IDS], ...(sport !== undefined ? { sport } : {}), title: false };
  return (
    <section data-testid="virtual-sports-page" data-kind="line">
      <ServerContent>
        <h1>{heading}</h1>
      </ServerContent>
      <p>{t('virtual_intro')}</p>
      <WidgetSlot key={String(sport)} api={api} name="line" props={props} label={heading} />
    </section>
  );
}
