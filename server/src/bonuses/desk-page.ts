/**
 * The operator desk's bonus pages as plain HTML (no scripts, the sandbox frame like every desk page): offers and
 * promo codes with their counts and the forms to add them, and one player's bonuses with their ledger postings.
 */
import { escapeHtml, sandboxPage } from '../payments';
import { formatMinorUnits } from '../wallet';
import type { DeskOffer, DeskPlayer, DeskPosting, DeskPromoCode } from './desk-store';
import type { PlayerBonus } from './engine';
import { BONUS_KIND } from './rules';

export const bonusDesk = '/sandbox/operator/bonuses';

const nav =
  `<nav><a href="${bonusDesk}">Bonuses</a> · <a href="${bonusDesk}/pools">Profit pools</a> · <a href="/sandbox/operator/promo-store">Promo store</a> · ` +
  '<a href="/sandbox/operator">Withdrawals</a> · ' +
  '<a href="/sandbox/operator/kyc">Verification</a> · <a href="/sandbox/operator/players">Players</a> · ' +
  '<a href="/sandbox/operator/consultant">Consultant</a> · <a href="/sandbox/operator/messages">Messages</a></nav>';
const style =
  '<style>html body{max-width:64rem}textarea,input,select{font:inherit;box-sizing:border-box;width:100%;max-width:40rem;padding:.3rem}' +
  'pre{margin:0;white-space:pre-wrap;font-size:.8rem}form.block{display:block;margin:1rem 0;padding:1rem;border:1px solid #ccc}' +
  'form.block button{display:block;margin-top:1rem}progress{width:8rem}</style>';

const kindNames = new Map<number, string>(Object.entries(BONUS_KIND).map(([name, kind]) => [kind, name]));
const kindName = (kind: number) => `${kindNames.get(kind) ?? 'unknown'} (${kind})`;
const day = (at: Date | null) => (at ? escapeHtml(at.toISOString().slice(0, 16).replace('T', ' ')) : '—');
const list = (ids: number[] | null) => (ids ? escapeHtml(ids.join(', ')) : 'all');

/** Validation errors as the desk shows them above the form that caused them. */
export function errorList(errors: Record<string, string[]> | undefined): string {
  if (!errors) return '';
  const items = Object.entries(errors)
    .map(([field, messages]) => `<li><strong>${escapeHtml(field)}</strong>: ${escapeHtml(messages.join('; '))}</li>`)
    .join('');
  return `<div role="alert"><p>Not saved:</p><ul>${items}</ul></div>`;
}

const field = (name: string, label: string, value = '', extra = '', id = name) =>
  `<label for="${id}">${label}</label><input type="text" id="${id}" name="${name}" value="${escapeHtml(value)}" ${extra}>`;

export interface DeskForms {
  /** Which form the errors (and the values sent back) belong to; an offer's rules show theirs at the top. */
  form?: 'offer' | 'code' | 'rules';
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
  notice?: string;
}

const exampleRules = JSON.stringify({
  trigger: 'promo_code',
  amount: { fixedMinor: 1000 },
  wagerMultiple: 3,
  sport: { minOdds: 1.5, minLegs: 1 },
  maxStakeMinor: 5000,
  expiryDays: 7,
});

function offerRows(offers: DeskOffer[]): string {
  return offers
    .map(
      (o) =>
        `<tr data-offer="${escapeHtml(o.code)}"><td>${escapeHtml(o.code)}</td><td>${kindName(o.kind)}</td>` +
        `<td><pre>${escapeHtml(JSON.stringify(o.rules, null, 1))}</pre></td><td>${o.active ? 'yes' : 'no'}</td>` +
        `<td data-granted="${o.granted}">${o.granted}</td><td data-active-bonuses="${o.activeBonuses}">${o.activeBonuses}</td>` +
        `<td><details><summary>Change</summary><form class="block" method="post" action="${bonusDesk}/offers/${o.id}/rules">` +
        `<label for="rules-${o.id}">Rules (JSON)</label><textarea id="rules-${o.id}" name="rules" rows="6">${escapeHtml(JSON.stringify(o.rules))}</textarea>` +
        `<label><input type="checkbox" name="active" value="true" style="width:auto"${o.active ? ' checked' : ''}> Granted (active)</label>` +
        '<button type="submit">Save the rules</button></form></details></td></tr>',
    )
    .join('');
}

function codeRows(codes: DeskPromoCode[]): string {
  return codes
    .map(
      (p) =>
        `<tr data-code="${escapeHtml(p.code)}"><td>${escapeHtml(p.code)}</td><td>${escapeHtml(p.offerCode)} — ${kindName(p.kind)}</td>` +
        `<td data-uses="${p.uses}">${p.uses} of ${p.maxUses ?? '∞'}</td><td>${p.players}</td><td>${p.perPlayer}</td>` +
        `<td>${day(p.startsAt)} – ${day(p.endsAt)}</td><td>${list(p.countries)}</td><td>${list(p.partners)}</td></tr>`,
    )
    .join('');
}

export function deskHome(offers: DeskOffer[], codes: DeskPromoCode[], forms: DeskForms = {}): string {
  const v = (name: string) => (forms.values?.[name] ?? '').toString();
  const offerValues = forms.form === 'offer' ? v : () => '';
  const codeValues = forms.form === 'code' ? v : () => '';
  const kindOptions = Object.entries(BONUS_KIND)
    .map(
      ([name, kind]) =>
        `<option value="${kind}"${(offerValues('kind') || '0') === String(kind) ? ' selected' : ''}>${escapeHtml(name)} (${kind})</option>`,
    )
    .join('');
  const offerOptions = offers
    .map(
      (o) =>
        `<option value="${escapeHtml(o.code)}"${codeValues('offer') === o.code ? ' selected' : ''}>${escapeHtml(o.code)} — ${kindName(o.kind)}</option>`,
    )
    .join('');
  const body =
    `${nav}<h1>Bonuses</h1>${forms.notice ? `<p role="status">${escapeHtml(forms.notice)}</p>` : ''}` +
    (forms.form === 'rules' ? errorList(forms.errors) : '') +
    `<form method="get" action="${bonusDesk}/players"><label for="player">A player's bonuses (player id)</label>` +
    '<input type="text" id="player" name="id" inputmode="numeric" required style="max-width:10rem"> <button type="submit">Show</button></form>' +
    `<h2>Offers</h2><table><tr><th>code</th><th>kind</th><th>rules</th><th>on</th><th>bonuses granted</th><th>being wagered</th><th></th></tr>${offerRows(offers)}</table>` +
    `<form class="block" method="post" action="${bonusDesk}/offers/create"><h3>New offer</h3>${forms.form === 'offer' ? errorList(forms.errors) : ''}` +
    field('code', 'Code', offerValues('code'), 'required maxlength="40"', 'offer-code') +
    `<label for="kind">Kind</label><select id="kind" name="kind">${kindOptions}</select>` +
    `<label for="rules">Rules (JSON: trigger, amount, wagerMultiple, sport, casino, maxStakeMinor, expiryDays, or one of freebet, insurance, boost, coverage, pool; docs/bonuses.md)</label>` +
    `<textarea id="rules" name="rules" rows="6" required placeholder="${escapeHtml(exampleRules)}">${escapeHtml(offerValues('rules'))}</textarea>` +
    '<button type="submit">Add the offer</button></form>' +
    `<h2>Promo codes</h2>${codes.length ? `<table><tr><th>code</th><th>offer</th><th>uses</th><th>players</th><th>per player</th><th>dates (UTC)</th><th>countries</th><th>partners</th></tr>${codeRows(codes)}</table>` : '<p>None yet.</p>'}` +
    `<form class="block" method="post" action="${bonusDesk}/codes/create"><h3>New promo code</h3>${forms.form === 'code' ? errorList(forms.errors) : ''}` +
    field('code', 'Code (3–32 of A–Z, 0–9, _ and -)', codeValues('code'), 'required maxlength="32"') +
    `<label for="offer">Offer</label><select id="offer" name="offer">${offerOptions}</select>` +
    field('maxUses', 'Uses in all (empty: no limit)', codeValues('maxUses'), 'inputmode="numeric"') +
    field('perPlayer', 'Uses per player', codeValues('perPlayer') || '1', 'inputmode="numeric"') +
    field('startsAt', 'From (UTC, 2026-12-01T00:00; empty: now)', codeValues('startsAt')) +
    field('endsAt', 'Until (UTC; empty: no end)', codeValues('endsAt')) +
    field('countries', 'Countries (dictionary ids, comma-separated; empty: all)', codeValues('countries')) +
    field('partners', 'Partners (ids, comma-separated; empty: all)', codeValues('partners')) +
    '<button type="submit">Add the code</button></form>';
  return sandboxPage('Sandbox operator: bonuses', body, style);
}

export interface DeskBonus {
  bonus: PlayerBonus;
  postings: DeskPosting[];
}

export function deskPlayerPage(
  player: DeskPlayer,
  bonuses: DeskBonus[],
  currencies: Map<number, { code: string; digits: number }>,
): string {
  const section = (b: DeskBonus) => {
    const currency = currencies.get(b.bonus.currencyId) ?? { code: '', digits: 2 };
    const money = (minor: number) =>
      `${escapeHtml(formatMinorUnits(minor, currency.digits))} ${escapeHtml(currency.code)}`;
    const x = b.bonus;
    const postings = b.postings
      .map(
        (p) =>
          `<tr data-posting="${escapeHtml(p.kind)}"><td>${day(p.at)}</td><td>${escapeHtml(p.kind)}</td><td>${escapeHtml(p.reference)}</td>` +
          `<td data-amount="${p.amountMinor}">${money(p.amountMinor)}</td></tr>`,
      )
      .join('');
    const sum = b.postings.reduce((total, p) => total + p.amountMinor, 0);
    const progress =
      x.status === 'active'
        ? `<progress max="100" value="${x.percent}">${x.percent} %</progress> ${x.percent} % — `
        : `${escapeHtml(x.status)} (${escapeHtml(x.closedReason ?? '')}) ${day(x.closedAt)} — `;
    return (
      `<section data-bonus="${x.id}" data-status="${x.status}"><h3>#${x.id} ${escapeHtml(x.offerCode)}, ${kindName(x.kind)}</h3>` +
      `<p>${progress}wagered ${money(x.wageredMinor)} of ${money(x.wagerRequiredMinor)}. Granted ${money(x.amountMinor)} on ${day(x.createdAt)}; ` +
      `${x.status === 'active' ? `on the bonus account now ${money(x.balanceMinor)}, expires ${day(x.expiresAt)}` : 'closed'}` +
      `${x.maxStakeMinor === null ? '' : `; largest stake ${money(x.maxStakeMinor)}`}.</p>` +
      `<table><tr><th>when</th><th>posting</th><th>reference</th><th>on the bonus account</th></tr>${postings}` +
      `<tr><th colspan="3">sum (what the account holds for it)</th><th data-sum="${sum}">${money(sum)}</th></tr></table></section>`
    );
  };
  const active = bonuses.filter((b) => b.bonus.status === 'active');
  const history = bonuses.filter((b) => b.bonus.status !== 'active');
  const body =
    `${nav}<h1>Bonuses of player ${player.id} (${escapeHtml(player.login)})</h1>` +
    `<h2>Active</h2>${active.length ? active.map(section).join('') : '<p>None.</p>'}` +
    `<h2>History</h2>${history.length ? history.map(section).join('') : '<p>None.</p>'}`;
  return sandboxPage(`Sandbox operator: bonuses of player ${player.id}`, body, style);
}
