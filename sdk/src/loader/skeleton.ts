/**
 * What a widget's slot shows before the widget paints, and if it cannot. The loader puts a plain placeholder of the
 * right height in the target the moment `mount` is called (it cannot wait for the host chunk, and it has no bytes
 * to spare); the host chunk adopts that same element as the slot and shows the skeleton in it, so the page's layout
 * does not move when the chunk arrives, nor when the widget replaces the skeleton (the frame is revealed at its
 * first reported height, in the same task that removes the skeleton).
 *
 * Styles are set through the CSSOM (no `<style>` element, no style attribute in markup), so a partner's strict
 * `style-src` policy does not block them. Texts are in the product's languages (SPEC §1); English otherwise.
 */

/**
 * The height of a widget's first paint, which the skeleton takes so the widget replaces it without a jump: the
 * betting shells paint their title and a status line (74 px); office and registration paint their padding while
 * their texts load (24 px). Keep it in step with the widgets' first paint (the embedding e2e test logs heights).
 */
export function skeletonHeight(name: string | null): number {
  return name === 'office' || name === 'registration' ? 24 : 74;
}

export type SlotText = 'loading' | 'timeout' | 'failed';

const texts: Record<string, Record<SlotText, string>> = {
  en: {
    loading: 'Loading…',
    timeout: 'This widget took too long to load.',
    failed: 'This widget could not be loaded.',
  },
  ru: {
    loading: 'Загрузка…',
    timeout: 'Виджет загружается слишком долго.',
    failed: 'Не удалось загрузить виджет.',
  },
  kk: {
    loading: 'Жүктелуде…',
    timeout: 'Виджет тым ұзақ жүктелуде.',
    failed: 'Виджетті жүктеу мүмкін болмады.',
  },
  ar: {
    loading: 'جارٍ التحميل…',
    timeout: 'استغرق تحميل هذه الأداة وقتًا طويلاً.',
    failed: 'تعذّر تحميل هذه الأداة.',
  },
};

export function slotText(lang: string | undefined, key: SlotText): string {
  const primary = (lang ?? 'en').split(/[-_]/)[0]?.toLowerCase() ?? 'en';
  return (texts[primary] ?? texts.en)?.[key] ?? key;
}

const palette = {
  light: { skeleton: '#e3e7ec', alertBg: '#fff6f6', alertFg: '#9f3a38', alertLine: '#e0b4b4' },
  dark: { skeleton: '#2a3440', alertBg: '#2a1618', alertFg: '#f2b8b5', alertLine: '#6b2c2c' },
} as const;

const colours = (theme: string | undefined) => (theme === 'dark' ? palette.dark : palette.light);

/** Visually hidden, still read by screen readers. */
const hidden =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0';

/**
 * The skeleton: a block of the widget's first-paint height in the theme's colours, announced as "Loading…" (a
 * `status` in a slot marked `aria-busy`), pulsing unless the reader prefers reduced motion.
 */
export function createSkeleton(doc: Document, name: string, theme?: string, lang?: string): HTMLElement {
  const skeleton = doc.createElement('div');
  skeleton.setAttribute('role', 'status');
  skeleton.dataset.betframeSkeleton = name;
  skeleton.style.cssText = `height:${skeletonHeight(name)}px;border-radius:8px;background:${colours(theme).skeleton}`;
  const label = doc.createElement('span');
  label.style.cssText = hidden;
  label.textContent = slotText(lang, 'loading');
  if (lang) label.lang = lang;
  skeleton.append(label);
  const view = doc.defaultView;
  const still = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  if (!still && typeof skeleton.animate === 'function') {
    skeleton.animate([{ opacity: 1 }, { opacity: 0.55 }, { opacity: 1 }], { duration: 1600, iterations: Infinity });
  }
  return skeleton;
}

/** The failure message that replaces the skeleton (`role="alert"`, so it is announced). */
export function createAlert(doc: Document, text: string, theme?: string, lang?: string): HTMLElement {
  const c = colours(theme);
  const box = doc.createElement('div');
  box.setAttribute('role', 'alert');
  box.textContent = text;
  if (lang) box.lang = lang;
  box.dir = 'auto';
  box.style.cssText = `box-sizing:border-box;min-height:${44}px;padding:12px 16px;border:1px solid ${c.alertLine};border-radius:8px;background:${c.alertBg};color:${c.alertFg};font:14px/20px system-ui,sans-serif`;
  return box;
}
