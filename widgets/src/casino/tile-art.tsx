/**
 * A game tile's artwork, drawn from the game itself (no third-party images): two colours from a hash of its slug,
 * and a motif from what the game is (its slug's words, else its first category) — dice pips, a crash curve, a mines
 * grid, a plinko triangle, a roulette wheel, cards, slot reels, or a pattern of rings. Deterministic, so a game
 * looks the same on every visit, on the home page and in the lobby.
 */

export type Motif = 'dice' | 'crash' | 'mines' | 'plinko' | 'roulette' | 'cards' | 'reels' | 'rings';

const byWord: readonly (readonly [RegExp, Motif])[] = [
  [/dice/, 'dice'],
  [/crash|rocket|aviat|jet/, 'crash'],
  [/mine|gem/, 'mines'],
  [/plinko|ball|drop|peg/, 'plinko'],
  [/roulette|wheel/, 'roulette'],
  [/blackjack|poker|baccarat|card/, 'cards'],
  [/slot|reel|fruit|spin/, 'reels'],
];
// Category ids of sdk/src/dictionaries/casino.ts: slots, roulette, blackjack, baccarat, poker, crash, instant.
const byCategory: Readonly<Record<number, Motif>> = {
  1001: 'reels',
  1004: 'roulette',
  1005: 'cards',
  1006: 'cards',
  1007: 'cards',
  1009: 'crash',
  1010: 'plinko',
};

export function motifOf(slug: string, categoryIds: readonly number[]): Motif {
  for (const [word, motif] of byWord) if (word.test(slug)) return motif;
  for (const id of categoryIds) {
    const motif = byCategory[id];
    if (motif) return motif;
  }
  return 'rings';
}

/** FNV-1a: a small stable hash of the slug, for the colours. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const W = 160;
const H = 120;

function motifShapes(motif: Motif, h: number) {
  const ink = 'rgba(255,255,255,.88)';
  const soft = 'rgba(255,255,255,.28)';
  switch (motif) {
    case 'dice':
      return (
        <g>
          <rect x="48" y="28" width="64" height="64" rx="12" fill={ink} />
          {[
            [64, 44],
            [96, 44],
            [80, 60],
            [64, 76],
            [96, 76],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill="rgba(0,0,0,.7)" />
          ))}
        </g>
      );
    case 'crash':
      return (
        <g fill="none" stroke={ink} stroke-width="5" stroke-linecap="round">
          <path d="M16 104 C70 100 104 80 140 20" />
          <path d="M16 104 H148 M16 104 V16" stroke={soft} stroke-width="2" />
          <circle cx="140" cy="20" r="7" fill={ink} />
        </g>
      );
    case 'mines':
      return (
        <g>
          {Array.from({ length: 16 }, (_, i) => {
            const x = 36 + (i % 4) * 24;
            const y = 16 + Math.floor(i / 4) * 24;
            const gem = (h >> i) & 1;
            return <rect key={i} x={x} y={y} width="20" height="20" rx="4" fill={gem ? ink : soft} />;
          })}
        </g>
      );
    case 'plinko':
      return (
        <g fill={ink}>
          {Array.from({ length: 6 }, (_, row) =>
            Array.from({ length: row + 3 }, (_, i) => (
              <circle key={`${row}-${i}`} cx={80 - (row + 2) * 9 + i * 18} cy={18 + row * 16} r="3" />
            )),
          )}
          <circle cx={80 + ((h % 5) - 2) * 9} cy="104" r="7" />
        </g>
      );
    case 'roulette':
      return (
        <g>
          <circle cx="80" cy="60" r="46" fill={ink} />
          {Array.from({ length: 12 }, (_, i) => {
            const a = (i * Math.PI) / 6;
            return (
              <path
                key={i}
                d={`M80 60 L${80 + 42 * Math.cos(a)} ${60 + 42 * Math.sin(a)} A42 42 0 0 1 ${80 + 42 * Math.cos(a + Math.PI / 6)} ${60 + 42 * Math.sin(a + Math.PI / 6)} Z`}
                fill={i % 2 ? '#c62828' : '#1b1b1b'}
              />
            );
          })}
          <circle cx="80" cy="60" r="14" fill={ink} />
        </g>
      );
    case 'cards':
      return (
        <g>
          <rect x="44" y="22" width="48" height="70" rx="6" fill={soft} transform="rotate(-12 68 57)" />
          <rect x="68" y="26" width="48" height="70" rx="6" fill={ink} transform="rotate(8 92 61)" />
          <text x="84" y="70" font-size="28" font-weight="700" fill="#c62828" transform="rotate(8 92 61)">
            A
          </text>
        </g>
      );
    case 'reels':
      return (
        <g>
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={22 + i * 40} y="24" width="36" height="72" rx="6" fill={ink} />
              <text x={40 + i * 40} y="70" font-size="26" text-anchor="middle" fill="#c62828" font-weight="700">
                {(h >> (i * 3)) % 3 === 0 ? '7' : (h >> (i * 3)) % 3 === 1 ? '★' : '◆'}
              </text>
            </g>
          ))}
        </g>
      );
    case 'rings':
      return (
        <g fill="none" stroke={ink} stroke-width="4">
          {[14, 28, 42].map((r) => (
            <circle key={r} cx={40 + (h % 80)} cy="60" r={r} opacity={1 - r / 60} />
          ))}
        </g>
      );
  }
}

const motifs: readonly string[] = ['dice', 'crash', 'mines', 'plinko', 'roulette', 'cards', 'reels', 'rings'];

export interface ArtSource {
  slug: string;
  categoryIds: readonly number[];
  /** The catalogue's own colours and motif, when it gives them (the lobby call's `art`). */
  art?: { from: string; to: string; motif: string };
}

/** The artwork of one game, `uid` unique in the page (its gradient's id). */
export function TileArt({ game, uid }: { game: ArtSource; uid: string }) {
  const h = hashOf(game.slug);
  const hue = h % 360;
  const second = (hue + 40 + ((h >> 9) % 80)) % 360;
  const safe = (colour: string | undefined) => (colour && /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : undefined);
  const from = safe(game.art?.from) ?? `hsl(${hue} 62% 38%)`;
  const to = safe(game.art?.to) ?? `hsl(${second} 70% 24%)`;
  const motif =
    game.art && motifs.includes(game.art.motif) ? (game.art.motif as Motif) : motifOf(game.slug, game.categoryIds);
  const id = `bf-art-${uid}`;
  return (
    <svg className="bf-casino-art" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" data-motif={motif}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color={from} />
          <stop offset="1" stop-color={to} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id})`} />
      {motifShapes(motif, h)}
    </svg>
  );
}
