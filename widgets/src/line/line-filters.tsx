/**
 * The line's filters: live / pre-match, the coefficient format, search, favourites only, sports, championships
 * (top ones, by country) and pre-match time. Each reads the filter store and changes it through its actions.
 */
import type { Champ } from '@betframe/sdk/feed';
import { ODDS_FORMATS } from '@betframe/sdk/format';
import { useStore } from 'zustand';
import type { Translate as BetT } from '../runtime/use-texts';
import { byCountry, type SportCounts, type TimeFilter } from './feed-api';
import { lineActions as act, type LineStore } from './line-store';

export function ModeTabs({ store, t }: { store: LineStore; t: BetT }) {
  const mode = useStore(store, (s) => s.mode);
  return (
    <div className="bf-row" role="tablist">
      {(['live', 'line'] as const).map((m) => (
        <button
          type="button"
          role="tab"
          key={m}
          className="bf-button"
          aria-selected={mode === m}
          data-primary={mode === m ? '' : undefined}
          onClick={() => store.setState(act.setMode(m))}
        >
          {t(m)}
        </button>
      ))}
    </div>
  );
}

export function Toolbar({
  store,
  t,
  cfview,
  setCfview,
}: {
  store: LineStore;
  t: BetT;
  cfview: number;
  setCfview: (view: number) => void;
}) {
  const searchText = useStore(store, (s) => s.searchText);
  const onlyFavorites = useStore(store, (s) => s.onlyFavorites);
  return (
    <div className="bf-row">
      <select
        aria-label={t('odds_format')}
        data-testid="line-odds-format"
        value={String(cfview)}
        onChange={(e) => setCfview(Number(e.currentTarget.value))}
      >
        {ODDS_FORMATS.map((f, i) => (
          <option key={f} value={String(i)}>
            {t(`odds_format_${f}`)}
          </option>
        ))}
      </select>
      <input
        type="search"
        className="bf-grow"
        data-testid="line-search"
        aria-label={t('search')}
        placeholder={t('search')}
        value={searchText}
        onInput={(e) => store.setState(act.typeSearch(e.currentTarget.value))}
      />
      <button
        type="button"
        className="bf-button"
        data-testid="line-only-favorites"
        aria-pressed={onlyFavorites}
        onClick={() => store.setState(act.toggleOnlyFavorites())}
      >
        ★ {t('line_favorites')}
      </button>
    </div>
  );
}

export function SportsNav({
  store,
  t,
  sports,
  onlySports,
}: {
  store: LineStore;
  t: BetT;
  sports: readonly SportCounts[];
  onlySports: readonly number[] | null;
}) {
  const mode = useStore(store, (s) => s.mode);
  const sport = useStore(store, (s) => s.sport);
  return (
    <nav className="bf-sports" aria-label={t('sports')} data-testid="line-sports">
      {!onlySports && (
        <button
          type="button"
          className="bf-button"
          aria-pressed={sport === undefined}
          onClick={() => store.setState(act.allSports())}
        >
          {t('line_all_sports')}
        </button>
      )}
      {sports
        .filter((s) => (mode === 'live' ? s.live : s.line) > 0 && (!onlySports || onlySports.includes(s.id)))
        .map((s) => (
          <button
            type="button"
            key={s.id}
            className="bf-button"
            data-sport-id={s.id}
            aria-pressed={sport === s.id}
            data-primary={sport === s.id ? '' : undefined}
            onClick={() => store.setState(act.chooseSport(s.id))}
          >
            <bdi>{s.name}</bdi> <span className="bf-muted">{mode === 'live' ? s.live : s.line}</span>
          </button>
        ))}
    </nav>
  );
}

export function ChampsNav({
  store,
  t,
  top,
  all,
}: {
  store: LineStore;
  t: BetT;
  top: readonly Champ[];
  all: readonly Champ[];
}) {
  const champ = useStore(store, (s) => s.champ);
  const showChamps = useStore(store, (s) => s.showChamps);
  return (
    <>
      {/* Always there (empty while loading), so the frame keeps its height when the championships arrive. */}
      <nav className="bf-sports" aria-label={t('line_top_champs')} data-testid="line-top-champs">
        {top.map((c) => (
          <button
            type="button"
            key={c.id}
            className="bf-button"
            data-champ-id={c.id}
            aria-pressed={champ === c.id}
            data-primary={champ === c.id ? '' : undefined}
            onClick={() => store.setState(act.toggleChamp(c.id))}
          >
            <bdi>{c.name}</bdi> <span className="bf-muted">{c.count}</span>
          </button>
        ))}
      </nav>
      <div className="bf-row">
        <button
          type="button"
          className="bf-link"
          data-testid="line-champs-toggle"
          aria-expanded={showChamps}
          onClick={() => store.setState(act.toggleShowChamps())}
        >
          {showChamps ? '▾' : '▸'} {t('line_champs_by_country')}
        </button>
        {champ !== undefined ? (
          <button
            type="button"
            className="bf-button"
            data-testid="line-champ-clear"
            onClick={() => store.setState(act.clearChamp())}
          >
            ✕ {all.find((c) => c.id === champ)?.name ?? top.find((c) => c.id === champ)?.name ?? ''}
          </button>
        ) : null}
      </div>
      {showChamps ? (
        <div data-testid="line-champs" className="bf-champs">
          {byCountry(all).map((group) => (
            <div key={group.country}>
              <div className="bf-muted">{group.country || '—'}</div>
              {group.champs.map((c) => (
                <button
                  type="button"
                  key={c.id}
                  className="bf-link"
                  data-champ-id={c.id}
                  onClick={() => store.setState(act.pickChamp(c.id))}
                >
                  <bdi>{c.name}</bdi> ({c.count})
                </button>
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}

const TIME_FILTERS: Array<[TimeFilter, string]> = [
  [{ kind: 'all' }, 'line_time_all'],
  [{ kind: 'bucket', bucket: 1 }, 'line_time_2h'],
  [{ kind: 'bucket', bucket: 2 }, 'line_time_2_4h'],
  [{ kind: 'bucket', bucket: 3 }, 'line_time_4h'],
  [{ kind: 'today' }, 'today'],
];

export function TimeFilters({ store, t }: { store: LineStore; t: BetT }) {
  const timeKey = useStore(store, (s) => JSON.stringify(s.time));
  return (
    <div className="bf-row" data-testid="line-time">
      {TIME_FILTERS.map(([filter, key]) => (
        <button
          type="button"
          key={key}
          className="bf-button"
          aria-pressed={timeKey === JSON.stringify(filter)}
          onClick={() => store.setState(act.setTime(filter))}
        >
          {t(key)}
        </button>
      ))}
      <input
        type="date"
        aria-label={t('line_time_date')}
        onChange={(e) => {
          const date = e.currentTarget.value;
          store.setState(act.setTime(date ? { kind: 'date', date } : { kind: 'all' }));
        }}
      />
    </div>
  );
}
