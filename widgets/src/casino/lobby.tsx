/**
 * The casino lobby: shelves (every game, the player's favourites, recently played, the categories with their
 * counts), a provider filter listing only studios that have games, search as you type (the call goes once typing
 * pauses), an order (popular, new, A–Z), the last-winners ticker and the grid of game tiles, with skeletons while it
 * loads, an empty state when nothing matches and an error state with "Try again". Filtering, search and order are
 * the server's (the lobby call); the player's shelves keep the lobby's answer to the ids they hold.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Chip, ChipRail } from '../runtime/ui/chip';
import { TextField } from '../runtime/ui/field';
import { Icon } from '../runtime/ui/icon';
import { Select } from '../runtime/ui/select';
import { EmptyState, ErrorState } from '../runtime/ui/states';
import type { Translate } from '../runtime/use-texts';
import type { CasinoClient, LobbyGame } from './casino-client';
import { useLobbyPages } from './casino-data';
import { GameTile, MoreButton, TileSkeletons } from './game-tile';
import {
  initialQuery,
  type LobbyQuery,
  type LobbySort,
  lobbySorts,
  onShelf,
  SEARCH_DEBOUNCE_MS,
  type Shelf,
} from './lobby-query';

export interface LobbyProps {
  client: CasinoClient;
  t: Translate;
  lang: string;
  /** The player's favourite game ids; null for a guest (no favourites shelf, no stars). */
  favourites: readonly number[] | null;
  onFavourite: (id: number, on: boolean) => void;
  recent: readonly number[];
  onOpen: (game: LobbyGame) => void;
  currency: string;
}

// The ticker (and the money formatting it brings) follows the games: it is not what a player came for.
const WinnersTicker = lazy(() => import('./winners-ticker').then((m) => ({ default: m.WinnersTicker })));

const shelfKey = (shelf: Shelf) => String(shelf);

export function Lobby({ client, t, lang, favourites, onFavourite, recent, onOpen, currency }: LobbyProps) {
  const [query, setQuery] = useState<LobbyQuery>(initialQuery);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (typed === query.search) return;
    const timer = setTimeout(() => setQuery((q) => ({ ...q, search: typed })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, query.search]);

  const lobby = useLobbyPages(client, query);
  const answer = lobby.answer;
  const favouriteSet = useMemo(() => new Set(favourites ?? []), [favourites]);
  const games = useMemo(() => {
    const all = lobby.games;
    if (query.shelf === 'favourites') return onShelf(all, favourites ?? []);
    if (query.shelf === 'recent') return onShelf(all, recent);
    return all;
  }, [lobby.games, query.shelf, favourites, recent]);

  const set = (patch: Partial<LobbyQuery>) => setQuery((q) => ({ ...q, ...patch }));
  const providers = (answer?.providers ?? []).filter((p) => p.count > 0);
  // The lobby names every studio it counts (the provider dictionary, on the server).
  const providerName = (id: number) => answer?.providers.find((p) => p.id === id)?.name ?? '';

  const shelves: { id: Shelf; label: string; count?: number }[] = [
    { id: 'all', label: t('casino_shelf_all') },
    ...(favourites
      ? [{ id: 'favourites' as const, label: t('casino_shelf_favourites'), count: favourites.length }]
      : []),
    ...(recent.length > 0 ? [{ id: 'recent' as const, label: t('casino_shelf_recent'), count: recent.length }] : []),
    ...(answer?.categories ?? []).filter((c) => c.count > 0).map((c) => ({ id: c.id, label: c.name, count: c.count })),
  ];

  return (
    <div className="bf-casino" data-testid="casino-lobby">
      <Suspense fallback={null}>
        <WinnersTicker client={client} t={t} lang={lang} currency={currency} />
      </Suspense>
      <div className="bf-casino-tools">
        <TextField
          label={t('casino_search')}
          type="search"
          value={typed}
          onValue={setTyped}
          placeholder={t('casino_search_hint')}
          suffix={<Icon name="search" />}
          data-testid="casino-search"
        />
        <Select<string>
          label={t('casino_provider')}
          value={query.provider === null ? '' : String(query.provider)}
          options={[
            { value: '', label: t('casino_provider_all') },
            ...providers.map((p) => ({ value: String(p.id), label: `${p.name} (${p.count})` })),
          ]}
          onChange={(value) => set({ provider: value ? Number(value) : null })}
          name="provider"
        />
        <Select<LobbySort>
          label={t('casino_sort')}
          value={query.sort}
          options={lobbySorts.map((sort) => ({ value: sort, label: t(`casino_sort_${sort}`) }))}
          onChange={(sort) => set({ sort })}
          name="sort"
        />
      </div>
      <ChipRail label={t('casino_categories')}>
        {shelves.map((shelf) => (
          <Chip
            key={shelfKey(shelf.id)}
            selected={query.shelf === shelf.id}
            {...(shelf.count === undefined ? {} : { count: shelf.count })}
            onClick={() => set({ shelf: shelf.id })}
            data={{ 'data-shelf': shelfKey(shelf.id) }}
          >
            {shelf.label}
          </Chip>
        ))}
      </ChipRail>
      {lobby.status === 'error' && !answer ? (
        <ErrorState title={t('casino_error')} onRetry={lobby.retry} />
      ) : !answer ? (
        <TileSkeletons count={8} label={t('casino_loading')} />
      ) : games.length === 0 ? (
        <div data-testid="casino-empty">
          <EmptyState icon="casino" title={t('casino_nothing_found')} text={t('casino_nothing_found_hint')} />
        </div>
      ) : (
        <>
          <p className="bf-ui-vh" role="status">
            {t('casino_found', { count: query.shelf === 'all' ? answer.total : games.length })}
          </p>
          <ul className="bf-casino-grid" aria-label={t('casino_games')} aria-busy={lobby.status === 'loading'}>
            {games.map((game) => (
              <GameTile
                key={game.id}
                game={game}
                provider={providerName(game.providerId)}
                t={t}
                favourite={favourites ? favouriteSet.has(game.id) : undefined}
                onFavourite={onFavourite}
                onOpen={onOpen}
              />
            ))}
          </ul>
          {query.shelf === 'all' && lobby.games.length < answer.total && (
            <MoreButton onClick={lobby.more} busy={lobby.status === 'loading'} label={t('casino_more')} />
          )}
        </>
      )}
    </div>
  );
}
