// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createAlert, createSkeleton, skeletonHeight, slotText } from './skeleton';

describe('widget slot skeleton and messages', () => {
  it('takes the height of each widget’s first paint', () => {
    expect(['line', 'coupon', 'casino'].map(skeletonHeight)).toEqual([74, 74, 74]);
    expect(['office', 'registration'].map(skeletonHeight)).toEqual([24, 24]);
    expect(skeletonHeight(null)).toBe(74);
  });

  it('speaks the product’s languages and falls back to English', () => {
    expect(slotText('ru', 'loading')).toBe('Загрузка…');
    expect(slotText('kk-KZ', 'failed')).toBe('Виджетті жүктеу мүмкін болмады.');
    expect(slotText('ar', 'timeout')).toBe('استغرق تحميل هذه الأداة وقتًا طويلاً.');
    expect(slotText('de', 'timeout')).toBe('This widget took too long to load.');
    expect(slotText(undefined, 'loading')).toBe('Loading…');
    for (const lang of ['en', 'ru', 'kk', 'ar']) {
      for (const key of ['loading', 'timeout', 'failed'] as const) expect(slotText(lang, key)).not.toBe(key);
    }
  });

  it('announces loading as a status in the theme’s colours', () => {
    const light = createSkeleton(document, 'coupon', 'light', 'en');
    const dark = createSkeleton(document, 'office', 'dark', 'ru');
    expect(light.getAttribute('role')).toBe('status');
    expect(light.textContent).toBe('Loading…');
    expect(light.style.height).toBe('74px');
    expect(dark.textContent).toBe('Загрузка…');
    expect(dark.style.height).toBe('24px');
    expect(dark.style.background).not.toBe(light.style.background);
  });

  it('shows a failure as an alert in the theme’s colours and the page’s language', () => {
    const alert = createAlert(document, slotText('ar', 'failed'), 'dark', 'ar');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.lang).toBe('ar');
    expect(alert.dir).toBe('auto');
    expect(alert.textContent).toBe('تعذّر تحميل هذه الأداة.');
    expect(alert.style.background).not.toBe(createAlert(document, 'x', 'light').style.background);
  });
});
