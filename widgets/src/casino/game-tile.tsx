/**
 * One game in the lobby: its generated artwork, name and studio, badges (new, demo), and the favourite star for a
 * signed-in player. The tile is one link-like button (Enter or a tap opens the game); the star is its own button
 * beside it, so each has one clear name for a screen reader.
 */
import { Button, IconButton } from '../runtime/ui/button';
import { Badge } from '../runtime/ui/chip';
import type { Translate } from '../runtime/use-texts';
import type { LobbyGame } from './casino-client';
import { TileArt } from './tile-art';

export function GameTile({
  game,
  provider,
  t,
  favourite,
  onFavourite,
  onOpen,
}: {
  game: LobbyGame;
  provider: string;
  t: Translate;
  /** Undefined for a guest: no star. */
  favourite: boolean | undefined;
  onFavourite: (id: number, on: boolean) => void;
  onOpen: (game: LobbyGame) => void;
}) {
  return (
    <li className="bf-casino-tile" data-testid="casino-tile" data-game={game.slug}>
      <button type="button" className="bf-casino-open bf-ui-focus" onClick={() => onOpen(game)}>
        <TileArt game={game} uid={String(game.id)} />
        <span className="bf-casino-name">{game.name}</span>
        <span className="bf-casino-provider">{provider}</span>
      </button>
      <span className="bf-casino-badges">
        {game.isNew && <Badge tone="accent">{t('casino_badge_new')}</Badge>}
        {game.hasDemo && <Badge>{t('casino_badge_demo')}</Badge>}
      </span>
      {favourite !== undefined && (
        <span className="bf-casino-fav">
          <IconButton
            icon={favourite ? 'star-filled' : 'star'}
            label={t(favourite ? 'casino_favourite_remove' : 'casino_favourite_add', { name: game.name })}
            pressed={favourite}
            onClick={() => onFavourite(game.id, !favourite)}
            data-testid="casino-favourite"
          />
        </span>
      )}
    </li>
  );
}

/** Placeholder tiles of the grid while the lobby loads. */
export function TileSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <ul className="bf-casino-grid" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="bf-casino-tile bf-casino-skeleton" aria-hidden="true" />
      ))}
    </ul>
  );
}

export function MoreButton({ onClick, busy, label }: { onClick: () => void; busy: boolean; label: string }) {
  return (
    <div className="bf-casino-more">
      <Button onClick={onClick} busy={busy} data-testid="casino-more">
        {label}
      </Button>
    </div>
  );
}
