/**
 * The line's filters: live / pre-match (tabs), the coefficient format, search, favourites only, sports (chips with
 * the sport's icon and count), championships (top ones, by country) and pre-match time. Each reads the filter
 * store and changes it through its actions. Kit parts are imported by module (the shared runtime's index stays
 * small).
 */
import type { Champ } from '@betframe/sdk/feed';
import { ODDS_FORMATS } from '@betframe/sdk/format';
import { useStore } from 'zustand';
import { Chip, ChipRail } from '../runtime/ui/chip';
import { Icon } from '../runtime/ui/icon';
import { sportIconName } from '../runtime/ui/icons/names';
import { Select } from '../runtime/ui/select';
import { Tabs } from '../runtime/ui/tabs';
import type { Translate as BetT } from '../runtime/use-texts';
import { byCountry, type SportCounts, type TimeFilter } from './feed-api';
import { lineActions as act, type LineStore } from './line-store';

export const MODE_TABS = 'bf-line-mode';

export function ModeTabs({ store, t }: { store: LineStore; t: BetT }) {
  const mode = useStore(store, (s) => s.mode);
  return (
    <Tabs
      label={t('line_title')}
      idBase={MODE_TABS}
      dataKey="mode"
      items={(['live', 'line'] as const).map((m) => ({ id: m, label: t(m) }))}
      selected={mode}
      onSelect={(m) => store.setState(act.setMode(m))}
    />
  );
}

export function Toolbar({
  store,
  t,
  cfview,
  setCfview,
  asian,
  setAsian,
}: {
  store: LineStore;
  t: BetT;
  cfview: number;
  setCfview: (view: number) => void;
  asian: boolean;
  setAsian: (on: boolean) => void;
}) {
  const searchText = useStore(store, (s) => s.searchText);
  const onlyFavorites = useStore(store, (s) => s.onlyFavorites);
  return (
    <div className="bf-line-bar">
      <input
        type="search"
        className="bf-input bf-grow"
        data-testid="line-search"
        aria-label={t('search')}
        placeholder={t('search')}
        value={searchText}
        onInput={(e) => store.setState(act.typeSearch(e.currentTarget.value))}
      />
      <Select
        id="bf-line-odds-format"
        label={t('odds_format')}
        hideLabel
        options={ODDS_FORMATS.map((f, i) => ({ value: String(i), label: t(`odds_format_${f}`) }))}
        value={String(cfview)}
        onChange={(view) => setCfview(Number(view))}
      />
      <Chip
        icon={onlyFavorites ? 'star-filled' : 'star'}
        selected={onlyFavorites}
        data={{ 'data-testid': 'line-only-favorites' }}
        onClick={() => store.setState(act.toggleOnlyFavorites())}
      >
        {t('line_favorites')}
      </Chip>
      <Chip selected={asian} data={{ 'data-testid': 'line-asian-view' }} onClick={() => setAsian(!asian)}>
        {t('line_asian_view')}
      </Chip>
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
    <nav aria-label={t('sports')} data-testid="line-sports">
      <ChipRail label={t('sports')}>
        {!onlySports && (
          <Chip icon="trophy" selected={sport === undefined} onClick={() => store.setState(act.allSports())}>
            {t('line_all_sports')}
          </Chip>
        )}
        {sports
          .filter((s) => (mode === 'live' ? s.live : s.line) > 0 && (!onlySports || onlySports.includes(s.id)))
          .map((s) => (
            <Chip
              key={s.id}
              icon={sportIconName(s.id)}
              selected={sport === s.id}
              count={mode === 'live' ? s.live : s.line}
              data={{ 'data-sport-id': s.id }}
              onClick={() => store.setState(act.chooseSport(s.id))}
            >
              <bdi>{s.name}</bdi>
            </Chip>
          ))}
      </ChipRail>
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
  /** Null while they load. */
  top: readonly Champ[] | null;
  all: readonly Champ[];
}) {
  const champ = useStore(store, (s) => s.champ);
  const showChamps = useStore(store, (s) => s.showChamps);
  return (
    <>
      {/* There (empty) while they load, so the frame keeps its height when they arrive; gone when there are none
          (a line narrowed to sports without top championships, the virtual sports) — not an empty strip. */}
      {top === null || top.length > 0 ? (
        <nav aria-label={t('line_top_champs')} data-testid="line-top-champs">
          <ChipRail label={t('line_top_champs')}>
            {(top ?? []).map((c) => (
              <Chip
                key={c.id}
                selected={champ === c.id}
                count={c.count}
                data={{ 'data-champ-id': c.id }}
                onClick={() => store.setState(act.toggleChamp(c.id))}
              >
                <bdi>{c.name}</bdi>
              </Chip>
            ))}
          </ChipRail>
        </nav>
      ) : null}
      <div className="bf-line-bar">
        <button
          type="button"
          className="bf-link"
          data-testid="line-champs-toggle"
          aria-expanded={showChamps}
          onClick={() => store.setState(act.toggleShowChamps())}
        >
          <Icon name={showChamps ? 'chevron-down' : 'chevron-right'} /> {t('line_champs_by_country')}
        </button>
        {champ !== undefined ? (
          <Chip
            icon="close"
            selected
            data={{ 'data-testid': 'line-champ-clear' }}
            onClick={() => store.setState(act.clearChamp())}
          >
            <bdi>{all.find((c) => c.id === champ)?.name ?? top?.find((c) => c.id === champ)?.name ?? ''}</bdi>
          </Chip>
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
    <div className="bf-line-bar" data-testid="line-time">
      <ChipRail label={t('line_time_date')}>
        {TIME_FILTERS.map(([filter, key]) => (
          <Chip
            key={key}
            selected={timeKey === JSON.stringify(filter)}
            onClick={() => store.setState(act.setTime(filter))}
          >
            {t(key)}
          </Chip>
        ))}
      </ChipRail>
      <input
        type="date"
        className="bf-input"
        aria-label={t('line_time_date')}
        onChange={(e) => {
          const date = e.currentTarget.value;
          store.setState(act.setTime(date ? { kind: 'date', date } : { kind: 'all' }));
        }}
      />
    </div>
  );
}
