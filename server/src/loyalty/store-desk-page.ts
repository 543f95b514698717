/**
 * The operator desk's promo store page as plain HTML (no scripts, the sandbox frame like every desk page): the items
 * with what they sold and a form to change each, the form for a new item, and the merchandise orders with their
 * deliver and cancel buttons.
 */
import { deskErrorList } from '../bonuses';
import { escapeHtml, sandboxPage } from '../payments';
import { type DeskItem, type DeskOrder, storeKinds, storeLanguages } from './store-items';

export const storeDesk = '/sandbox/operator/promo-store';

const nav =
  `<nav><a href="${storeDesk}">Promo store</a> · <a href="/sandbox/operator/bonuses">Bonuses</a> · ` +
  '<a href="/sandbox/operator">Withdrawals</a> · <a href="/sandbox/operator/kyc">Verification</a> · ' +
  '<a href="/sandbox/operator/players">Players</a> · <a href="/sandbox/operator/tournaments">Tournaments</a> · ' +
  '<a href="/sandbox/operator/messages">Messages</a></nav>';
const style =
  '<style>html body{max-width:70rem}input,select{font:inherit;box-sizing:border-box;width:100%;max-width:30rem;padding:.3rem}' +
  'form.block{display:block;margin:1rem 0;padding:1rem;border:1px solid #ccc}form.block button{display:block;margin-top:1rem}' +
  'td form{display:inline}</style>';

export interface StoreDeskForms {
  /** Which form the errors (and the values sent back) belong to: the new item's, or an item's (its id). */
  form?: 'create' | number;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
  notice?: string;
}

const field = (name: string, label: string, value: string, id: string, extra = '') =>
  `<label for="${id}">${label}</label><input type="text" id="${id}" name="${name}" value="${escapeHtml(value)}" ${extra}>`;

/** The fields an edit changes (and a new item has too): names per language, price, stock, limit, the switch. */
function itemFields(prefix: string, v: (name: string) => string, active: boolean): string {
  return (
    storeLanguages
      .map((l) => field(`name.${l}`, `Name (${l})`, v(`name.${l}`), `${prefix}-name-${l}`, 'required maxlength="80"'))
      .join('') +
    field('price', 'Price (points)', v('price'), `${prefix}-price`, 'required inputmode="numeric"') +
    field('stock', 'Stock (empty: unlimited)', v('stock'), `${prefix}-stock`, 'inputmode="numeric"') +
    field(
      'perPlayerLimit',
      'Per player (empty: no limit)',
      v('perPlayerLimit'),
      `${prefix}-limit`,
      'inputmode="numeric"',
    ) +
    `<label><input type="checkbox" name="active" value="true" style="width:auto"${active ? ' checked' : ''}> On sale (active)</label>`
  );
}

const text = (value: number | null) => (value === null ? '' : String(value));

function itemRows(items: DeskItem[], forms: StoreDeskForms): string {
  return items
    .map((item) => {
      const mine = forms.form === item.id;
      const saved: Record<string, string> = {
        ...Object.fromEntries(storeLanguages.map((l) => [`name.${l}`, item.name[l]])),
        price: String(item.price),
        stock: text(item.stock),
        perPlayerLimit: text(item.perPlayerLimit),
      };
      const v = (name: string) => (mine ? (forms.values?.[name] ?? '') : (saved[name] ?? ''));
      const active = mine ? forms.values?.active !== undefined : item.active;
      const names = storeLanguages.map((l) => `${l}: ${escapeHtml(item.name[l])}`).join('<br>');
      return (
        `<tr data-item="${escapeHtml(item.code)}"><td>${escapeHtml(item.code)}</td><td>${names}</td><td>${item.kind}</td>` +
        `<td>${escapeHtml(item.offerCode ?? '—')}</td><td data-price="${item.price}">${item.price}</td>` +
        `<td data-stock="${text(item.stock)}">${item.stock ?? '∞'}</td><td>${item.perPlayerLimit ?? '—'}</td>` +
        `<td>${item.active ? 'yes' : 'no'}</td><td data-sold="${item.sold}">${item.sold}</td>` +
        `<td><details${mine ? ' open' : ''}><summary>Change</summary>` +
        `<form class="block" method="post" action="${storeDesk}/items/${item.id}/edit">${mine ? deskErrorList(forms.errors) : ''}` +
        `${itemFields(`item-${item.id}`, v, active)}<button type="submit">Save the item</button></form></details></td></tr>`
      );
    })
    .join('');
}

function orderRows(orders: DeskOrder[]): string {
  const button = (order: DeskOrder, status: 'delivered' | 'cancelled', label: string) =>
    `<form method="post" action="${storeDesk}/orders/${order.id}/${status}"><button type="submit">${label}</button></form>`;
  return orders
    .map(
      (o) =>
        `<tr data-order="${o.id}" data-status="${o.status}"><td>#${o.id}</td><td>player ${o.userId}</td>` +
        `<td>${escapeHtml(o.itemCode)} — ${escapeHtml(o.name.en ?? '')}</td><td>${o.points}</td>` +
        `<td>${escapeHtml(o.at.toISOString().slice(0, 16).replace('T', ' '))}</td><td>${o.status}</td>` +
        `<td>${o.status === 'ordered' ? `${button(o, 'delivered', 'Delivered')} ${button(o, 'cancelled', 'Cancel and refund')}` : ''}</td></tr>`,
    )
    .join('');
}

export function storeDeskPage(items: DeskItem[], orders: DeskOrder[], forms: StoreDeskForms = {}): string {
  const creating = forms.form === 'create';
  const v = (name: string) => (creating ? (forms.values?.[name] ?? '') : '');
  const kindOptions = storeKinds
    .map((kind) => `<option value="${kind}"${v('kind') === kind ? ' selected' : ''}>${kind}</option>`)
    .join('');
  const body =
    `${nav}<h1>Promo store</h1>${forms.notice ? `<p role="status">${escapeHtml(forms.notice)}</p>` : ''}` +
    '<h2>Items</h2><table><tr><th>code</th><th>names</th><th>kind</th><th>offer</th><th>price</th><th>stock</th>' +
    `<th>per player</th><th>on sale</th><th>sold</th><th></th></tr>${itemRows(items, forms)}</table>` +
    `<form class="block" method="post" action="${storeDesk}/items/create"><h3>New item</h3>${creating ? deskErrorList(forms.errors) : ''}` +
    field('code', 'Code (2–40 of letters, digits, _ and -)', v('code'), 'item-code', 'required maxlength="40"') +
    `<label for="item-kind">Kind</label><select id="item-kind" name="kind">${kindOptions}</select>` +
    field(
      'offerCode',
      'Offer code (bonus and freebet kinds: an active offer; merchandise: empty)',
      v('offerCode'),
      'item-offer',
    ) +
    itemFields('new', v, creating ? forms.values?.active !== undefined : true) +
    '<button type="submit">Add the item</button></form>' +
    `<h2>Merchandise orders</h2>${orders.length ? `<table><tr><th>order</th><th>player</th><th>item</th><th>points</th><th>when (UTC)</th><th>status</th><th></th></tr>${orderRows(orders)}</table>` : '<p>None yet.</p>'}`;
  return sandboxPage('Sandbox operator: promo store', body, style);
}
