/**
 * Every market of a game, in sections (market-groups.ts: main, totals, handicaps, score, periods, players), each
 * section and each market collapsible (disclosure buttons), with a search over market and outcome names; the
 * prices are the kit's OddsButton in a grid that fills the width. A market the player closed
 * stays closed (`localStorage['betframe:hidden-markets']`); prices go into the shared coupon.
 */
import type { Game, Market } from '@betframe/sdk/feed';
import { formatOdds, type OddsFormat } from '@betframe/sdk/format';
import { useMemo, useState } from 'react';
import { useShared } from '../runtime';
import { Icon } from '../runtime/ui/icon';
import { OddsButton } from '../runtime/ui/odds-button';
import type { Translate as BetT } from '../runtime/use-texts';
import { groupMarkets, type Section, searchMarkets } from './market-groups';

const HIDDEN_KEY = 'betframe:hidden-markets';

export const marketKey = (m: Pick<Market, 'group' | 'period' | 'name'>) => `${m.group}:${m.period}:${m.name}`;

export function readHiddenMarkets(): Set<string> {
  try {
    const list: unknown = JSON.parse(globalThis.localStorage?.getItem(HIDDEN_KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeHiddenMarkets(keys: ReadonlySet<string>): void {
  try {
    globalThis.localStorage?.setItem(HIDDEN_KEY, JSON.stringify([...keys].slice(-500)));
  } catch {
    // storage blocked: remembered for this page only
  }
}

export interface MarketPick {
  id: string;
  gameId: number;
  label: string;
  market: string;
  coefficient: number;
}

export function MarketSections({
  game,
  format,
  t,
  onPick,
}: {
  game: Game;
  format: OddsFormat;
  t: BetT;
  onPick: (pick: MarketPick) => void;
}) {
  const picked = useShared((s) => s.couponOutcomes);
  const [hidden, setHidden] = useState(readHiddenMarkets);
  const [closed, setClosed] = useState<ReadonlySet<Section>>(new Set());
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupMarkets(searchMarkets(game.markets, query)), [game.markets, query]);

  const toggleMarket = (key: string) => {
    const next = new Set(hidden);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setHidden(next);
    writeHiddenMarkets(next);
  };
  const toggleSection = (section: Section) => {
    const next = new Set(closed);
    if (next.has(section)) next.delete(section);
    else next.add(section);
    setClosed(next);
  };

  return (
    <div data-testid="game-markets" data-markets={game.markets.length}>
      <div className="bf-market-tools">
        <input
          type="search"
          className="bf-input bf-grow"
          aria-label={t('line_markets_search')}
          placeholder={t('line_markets_search')}
          value={query}
          data-testid="markets-search"
          onInput={(e) => setQuery(e.currentTarget.value)}
        />
        <span className="bf-muted">{t('line_markets_count', { count: game.markets.length })}</span>
      </div>
      {groups.length === 0 ? (
        <p className="bf-muted" data-testid="markets-none">
          {t('line_markets_none')}
        </p>
      ) : null}
      {groups.map(({ section, markets }) => {
        const sectionOpen = query.trim() !== '' || !closed.has(section);
        return (
          <section key={section} className="bf-market-section" data-section={section}>
            <h3 className="bf-section-title">
              <button
                type="button"
                className="bf-disclosure"
                aria-expanded={sectionOpen}
                onClick={() => toggleSection(section)}
              >
                <Icon name={sectionOpen ? 'chevron-down' : 'chevron-right'} /> {t(`line_section_${section}`)}{' '}
                <span className="bf-muted">{markets.length}</span>
              </button>
            </h3>
            {sectionOpen
              ? markets.map((market) => {
                  const key = marketKey(market);
                  const open = !hidden.has(key);
                  return (
                    <section key={key} className="bf-market" data-market={key}>
                      <button
                        type="button"
                        className="bf-disclosure"
                        aria-expanded={open}
                        onClick={() => toggleMarket(key)}
                      >
                        <Icon name={open ? 'chevron-down' : 'chevron-right'} /> <bdi>{market.name}</bdi>
                      </button>
                      {open ? (
                        <div className="bf-market-prices">
                          {market.outcomes.map((o) => {
                            const outcomeId = `${game.id}:${o.type}:${o.param}`;
                            const chosen = picked.some((p) => p.id === outcomeId);
                            return (
                              <OddsButton
                                key={outcomeId}
                                label={o.name}
                                name={`${market.name}: ${o.name}`}
                                price={formatOdds(o.coef, format)}
                                selected={chosen}
                                suspended={o.blocked || market.suspended}
                                data={{ 'data-outcome-id': outcomeId }}
                                onClick={() =>
                                  onPick({
                                    id: outcomeId,
                                    gameId: game.id,
                                    label: `${game.team1.name} — ${game.team2.name}: ${o.name}`,
                                    market: market.name,
                                    coefficient: o.coef,
                                  })
                                }
                              />
                            );
                          })}
                        </div>
                      ) : null}
                    </section>
                  );
                })
              : null}
          </section>
        );
      })}
    </div>
  );
}
