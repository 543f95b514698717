/**
 * The odds button: an outcome's price, picked or not (`aria-pressed`). A move shows an arrow beside the price
 * (up green, down red) and a brief tint with a ring under the text; the text keeps the theme's colour, so it
 * reads at every frame of the flash (white text on a fading green once fell below AA). The tint is a layer
 * re-keyed per move (`moveSeq`), so the button itself — and the player's focus — stays. A suspended price shows
 * a lock, not a blank, and cannot be picked. Prices use tabular numerals so columns do not jump.
 */
import { Icon } from './icon';
import { commonCss, kitCss } from './kit-css';
import { useKitT } from './texts';

const css = `${commonCss}
.bf-ui-odds { position: relative; isolation: isolate; overflow: hidden; display: inline-flex; flex-direction: column;
  align-items: center; justify-content: center; gap: 0; min-inline-size: 56px; min-block-size: var(--bf-touch);
  padding: 2px var(--bf-space-2); border-radius: var(--bf-radius-md); border: 1px solid var(--bf-color-border);
  background: var(--bf-color-surface-alt); color: var(--bf-color-text); cursor: pointer; font: inherit; }
.bf-ui-odds:hover:not(:disabled) { border-color: var(--bf-color-accent); }
.bf-ui-odds[aria-pressed="true"] { background: var(--bf-color-accent); border-color: var(--bf-color-accent); color: var(--bf-color-on-accent); }
.bf-ui-odds:disabled { cursor: not-allowed; color: var(--bf-color-muted); }
.bf-ui-odds-label { font-size: var(--bf-font-size-xs); line-height: var(--bf-line-height-xs); color: var(--bf-color-muted);
  max-inline-size: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bf-ui-odds[aria-pressed="true"] .bf-ui-odds-label { color: inherit; }
.bf-ui-odds-price { display: inline-flex; align-items: center; gap: 2px; font-weight: 700; font-variant-numeric: tabular-nums;
  font-size: var(--bf-font-size-md); line-height: var(--bf-line-height-md); }
.bf-ui-odds-arrow { font-size: 12px; }
.bf-ui-odds[data-move="up"] .bf-ui-odds-arrow { color: var(--bf-color-positive); }
.bf-ui-odds[data-move="down"] .bf-ui-odds-arrow { color: var(--bf-color-negative); }
.bf-ui-odds[aria-pressed="true"] .bf-ui-odds-arrow { color: inherit; }
.bf-ui-odds-flash { position: absolute; inset: 0; z-index: -1; border-radius: inherit; opacity: 0;
  animation: bf-ui-flash var(--bf-duration-flash) ease-out; }
.bf-ui-odds-flash[data-move="up"] { --bf-flash: var(--bf-color-positive); }
.bf-ui-odds-flash[data-move="down"] { --bf-flash: var(--bf-color-negative); }
@keyframes bf-ui-flash { from { opacity: 1; background: color-mix(in srgb, var(--bf-flash) 22%, var(--bf-color-surface));
  box-shadow: inset 0 0 0 2px var(--bf-flash); } }
`;
const style = kitCss('odds', css);

export interface OddsButtonProps {
  /** The formatted price ("1.85", "17/20"); null when the outcome has none. */
  price: string | null;
  /** What the price is for, shown small above it ("1", "X", "Over 2.5"). */
  label?: string;
  /** The accessible name's start when it must say more than the label ("Arsenal – Chelsea: 1"). */
  name?: string;
  move?: 'up' | 'down';
  /** Grows by one on every move: restarts the flash. */
  moveSeq?: number;
  suspended?: boolean;
  selected?: boolean;
  onClick?: () => void;
  /** Attributes screens and tests select outcomes by (`data-outcome`). */
  data?: Record<`data-${string}`, string | number>;
}

export function OddsButton({
  price,
  label,
  name,
  move,
  moveSeq = 0,
  suspended,
  selected = false,
  onClick,
  data,
}: OddsButtonProps) {
  const t = useKitT();
  const blocked = suspended || price === null;
  const said = [
    name ?? label,
    suspended ? t('ui_suspended') : price,
    move && !suspended ? t(move === 'up' ? 'ui_price_up' : 'ui_price_down') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      ref={style}
      type="button"
      className="bf-ui-odds bf-ui-focus"
      aria-pressed={selected}
      aria-label={said}
      disabled={blocked}
      data-move={suspended ? undefined : move}
      data-suspended={suspended ? '' : undefined}
      onClick={onClick}
      {...data}
    >
      {move && !suspended ? (
        <span key={moveSeq} className="bf-ui-odds-flash" data-move={move} aria-hidden="true" />
      ) : null}
      {label ? <span className="bf-ui-odds-label">{label}</span> : null}
      {/* A space between label and price: the visible text reads "W2 1.85", which the name contains (WCAG 2.5.3
          label in name; without it axe reads "W21.85"). A flex container ignores it in the layout. */}
      {label ? ' ' : null}
      <span className="bf-ui-odds-price">
        {suspended ? (
          <Icon name="lock" />
        ) : (
          <>
            {move ? <Icon name={move === 'up' ? 'arrow-up' : 'arrow-down'} className="bf-ui-odds-arrow" /> : null}
            {price ?? '—'}
          </>
        )}
      </span>
    </button>
  );
}
