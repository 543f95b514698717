/**
 * Numeric input formatting (SPEC §5), applied to what the user typed, in the order the spec lists the steps:
 * keep digits/minus/dot/comma → unsigned strips minus → first separator kept, as a dot → leading dot becomes
 * '0.' → leading zeros trimmed → clamp to min/max → cut decimals to accuracy → cut to maxlength → a
 * non-number gives `undefined`.
 */
export interface NumericInputOptions {
  readonly unsigned?: boolean;
  readonly min?: number;
  readonly max?: number;
  /** Clamp to min/max (default true, as SPEC §5 writes it). A field whose minimum cannot be reached one
   *  keystroke at a time (min 10: typing '1' first) can pass false while typing and true on blur. */
  readonly clamp?: boolean;
  /** Decimal places kept; 0 means integers only. */
  readonly accuracy?: number;
  readonly maxlength?: number;
}

export interface NumericInputResult {
  /** What the field should show (may be a number in progress, such as '12.' or '-'). */
  readonly text: string;
  /** The number, or `undefined` when the text is not (yet) a number. */
  readonly value: number | undefined;
}

function keepAllowedCharacters(raw: string, unsigned: boolean): string {
  const kept = raw.replace(/[^\d.,-]/g, '');
  // A minus only means something in front; one typed elsewhere is dropped.
  const negative = !unsigned && kept.startsWith('-');
  return (negative ? '-' : '') + kept.replace(/-/g, '');
}

function keepFirstSeparator(text: string): string {
  const at = text.search(/[.,]/);
  if (at < 0) return text;
  return `${text.slice(0, at)}.${text.slice(at + 1).replace(/[.,]/g, '')}`;
}

function splitSign(text: string): [sign: string, body: string] {
  return text.startsWith('-') ? ['-', text.slice(1)] : ['', text];
}

function leadingDotToZero(text: string): string {
  const [sign, body] = splitSign(text);
  return body.startsWith('.') ? `${sign}0${body}` : text;
}

function trimLeadingZeros(text: string): string {
  const [sign, body] = splitSign(text);
  return sign + body.replace(/^0+(?=\d)/, '');
}

function cutDecimals(text: string, accuracy: number): string {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  return accuracy <= 0 ? text.slice(0, dot) : text.slice(0, dot + 1 + accuracy);
}

function toNumber(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(value) ? value : undefined;
}

/** Plain decimal notation (never exponent form), so the result can be typed into again. */
function plain(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

function formatOnce(raw: string, options: NumericInputOptions): string {
  let text = keepAllowedCharacters(raw, options.unsigned === true);
  text = keepFirstSeparator(text);
  text = leadingDotToZero(text);
  text = trimLeadingZeros(text);

  const parsed = toNumber(text);
  if (parsed !== undefined && options.clamp !== false) {
    if (options.min !== undefined && parsed < options.min) text = plain(options.min);
    else if (options.max !== undefined && parsed > options.max) text = plain(options.max);
  }
  if (options.accuracy !== undefined) text = cutDecimals(text, options.accuracy);
  if (options.maxlength !== undefined && options.maxlength >= 0) text = text.slice(0, options.maxlength);
  return text;
}

export function formatNumericInput(raw: string, options: NumericInputOptions = {}): NumericInputResult {
  // The later steps can undo the earlier ones: the maxlength cut can leave the bounds ('10' with max length 1
  // and min 2 becomes '1'), a bound can bring back a minus an unsigned field strips. The steps are repeated
  // until the text holds still, so what the field shows formats to itself.
  let text = formatOnce(raw, options);
  for (let pass = 0; pass < 4; pass += 1) {
    const again = formatOnce(text, options);
    if (again === text) break;
    text = again;
  }
  const value = toNumber(text);
  return { text, value: value === 0 ? 0 : value };
}
