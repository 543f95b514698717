/**
 * The small parts of the line's rows: the favourite star (games and championships), the "+N" way to a game's page,
 * and a team name with the search text marked. Contexts carry the player's favourites and the page opener, so a
 * bare GameList (no favourites, no page) draws neither.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { IconButton } from '../runtime/ui/button';
import type { Translate as BetT } from '../runtime/use-texts';
import type { Favorites } from './favorites';
import { highlight } from './feed-api';

/** Opens a game's page (absent in a bare GameList: the count is shown as text). */
export const OpenGameContext = createContext<((id: number) => void) | null>(null);

/** The player's favourites, for the rows' stars (absent in a bare GameList). */
export const FavoritesContext = createContext<Favorites | null>(null);

export function OpenGame({ id, count, title, t }: { id: number; count: number; title: string; t?: BetT | undefined }) {
  const open = useContext(OpenGameContext);
  const text = `+${Math.max(0, count - 1)}`;
  if (!open) return <span className="bf-muted bf-count">{text}</span>;
  return (
    <button
      type="button"
      className="bf-link bf-count"
      data-testid="open-game"
      aria-label={t ? `${t('line_open_game')} ${text}: ${title}` : text}
      title={title}
      onClick={() => open(id)}
    >
      {text}
    </button>
  );
}

type StarKind = 'game' | 'champ';

/** A favourite toggle for a game or a championship (the player's favourites, kept by `favorites`). */
export function Star({ id, t, kind = 'game' }: { id: number; t?: BetT | undefined; kind?: StarKind }) {
  const favorites = useContext(FavoritesContext);
  if (!favorites) return null;
  return <StarButton favorites={favorites} id={id} kind={kind} label={t ? t('line_favorite') : '★'} />;
}

function StarButton({
  favorites,
  id,
  kind,
  label,
}: {
  favorites: Favorites;
  id: number;
  kind: StarKind;
  label: string;
}) {
  const on = useStore(favorites.store, (s) => (kind === 'champ' ? s.champs : s.ids).has(id));
  return (
    <IconButton
      className="bf-star"
      icon={on ? 'star-filled' : 'star'}
      label={label}
      pressed={on}
      data-testid={kind === 'champ' ? 'favorite-champ' : 'favorite'}
      onClick={() => void (kind === 'champ' ? favorites.toggleChamp(id) : favorites.toggle(id))}
    />
  );
}

/** A team's name on one line, cut with an ellipsis when long; the whole name is its title. */
export function TeamName({ text, query }: { text: string; query: string }) {
  // <bdi>: a Latin name keeps its order on an Arabic page (".Lopez N" otherwise), and the other way round.
  // The block keeps the page's direction (an Arabic page aligns a Latin name to its start too).
  return (
    <span className="bf-ev-team" data-testid="team-name" title={text}>
      <bdi>{highlight(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</bdi>
    </span>
  );
}
