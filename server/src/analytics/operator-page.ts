/**
 * The operator's analytics page: the funnel and the A/B split as server-rendered HTML with inline SVG bars (no
 * script), in the operator's language (`?lng=`), every number also written as text for a screen reader.
 */
import type { Translate } from '../translations';
import type { Overview } from './store';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '—');

/** Horizontal bars: one row per label, widths relative to the largest value. */
function bars(rows: { label: string; value: number; note: string }[], title: string): string {
  const width = 640;
  const labelWidth = 180;
  const row = 34;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const body = rows
    .map((r, i) => {
      const w = Math.round(((width - labelWidth - 140) * r.value) / max);
      const y = i * row;
      return (
        `<text x="0" y="${y + 21}" font-size="14">${escapeHtml(r.label)}</text>` +
        `<rect x="${labelWidth}" y="${y + 6}" width="${Math.max(w, 1)}" height="22" rx="3" fill="#2b6cb0"></rect>` +
        `<text x="${labelWidth + Math.max(w, 1) + 8}" y="${y + 21}" font-size="14">${r.value} · ${escapeHtml(r.note)}</text>`
      );
    })
    .join('');
  return `<svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${width} ${rows.length * row}" width="100%" style="max-width:${width}px">${body}</svg>`;
}

export function operatorPage(t: Translate, lang: string, data: Overview, days: number): string {
  const first = data.funnel[0]?.sessions ?? 0;
  const funnelRows = data.funnel.map((r) => ({
    label: t(`analytics.step_${r.step}`),
    value: r.sessions,
    note: percent(r.sessions, first),
  }));
  const table = (head: string[], rows: string[][]) =>
    `<table><thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
      .map((r) => `<tr>${r.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  const experiments = [...new Set(data.split.map((r) => r.experiment))];
  const split = experiments.length
    ? experiments
        .map((name) => {
          const rows = data.split.filter((r) => r.experiment === name);
          return (
            `<section data-experiment="${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>` +
            bars(
              rows.map((r) => ({
                label: r.variant,
                value: r.sessions,
                note: t('analytics.converted', { count: r.converted, share: percent(r.converted, r.sessions) }),
              })),
              name,
            ) +
            table(
              [t('analytics.variant'), t('analytics.sessions'), t('analytics.step_bet_placed')],
              rows.map((r) => [r.variant, String(r.sessions), `${r.converted} (${percent(r.converted, r.sessions)})`]),
            ) +
            '</section>'
          );
        })
        .join('')
    : `<p>${escapeHtml(t('analytics.no_experiments'))}</p>`;
  const dir = ['ar', 'fa', 'he', 'ur'].includes(lang) ? 'rtl' : 'ltr';
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t('analytics.title'))}</title><style>` +
    'body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;padding:16px;max-width:760px;color:#1a202c}' +
    'table{border-collapse:collapse;margin:8px 0 24px}th,td{border:1px solid #cbd5e0;padding:4px 10px;text-align:start}' +
    'svg text{fill:#1a202c}</style></head><body>' +
    `<h1>${escapeHtml(t('analytics.title'))}</h1>` +
    `<p data-totals>${escapeHtml(t('analytics.totals', { days, sessions: data.sessions, events: data.events, recorded: data.recorded }))}</p>` +
    `<form method="get"><label>${escapeHtml(t('analytics.days'))} <input name="days" type="number" min="1" max="365" value="${days}"></label>` +
    `<input type="hidden" name="lng" value="${escapeHtml(lang)}"> <button>${escapeHtml(t('analytics.show'))}</button></form>` +
    `<section data-funnel><h2>${escapeHtml(t('analytics.funnel'))}</h2>${bars(funnelRows, t('analytics.funnel'))}` +
    table(
      [t('analytics.step'), t('analytics.sessions'), t('analytics.share')],
      funnelRows.map((r) => [r.label, String(r.value), r.note]),
    ) +
    `</section><section data-split><h2>${escapeHtml(t('analytics.split'))}</h2>${split}</section></body></html>`
  );
}
