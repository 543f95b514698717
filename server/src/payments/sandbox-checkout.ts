/**
 * The sandbox provider's pages a person clicks through, one per method kind (docs/wallet.md "Deposit methods"):
 * the plain checkout (approve/decline), the e-wallet, the card form and its 3-D Secure challenge, the bank
 * transfer's details with a reference (and the sandbox bank's incoming transfer), the crypto address with its QR
 * and confirmations ticking on the app clock, and the cash terminal's voucher (and the sandbox terminal that pays
 * one in). Plain HTML, no scripts. Every decision goes through `settle`, the same verified callback path a real
 * provider's notification takes, so a deposit is credited once however often a page is posted.
 */
import type { Hono } from 'hono';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppContext, AppEnv } from '../app/types';
import { readBody, readParams } from '../app/validation';
import type { Db } from '../db';
import { formatMinorUnits, idSchema } from '../wallet';
import { broadcastCrypto, confirmationsOf, type DepositView, depositView, pendingByReference } from './deposit-status';
import { checkCard, declinedTestCard } from './methods';
import type { PaymentOutcome, SandboxPaymentProvider } from './provider';
import { escapeHtml as esc, sandboxPage as page } from './sandbox-page';

export interface CheckoutDeps {
  db: Db;
  sandbox: SandboxPaymentProvider;
  at: () => Date;
  /** Applies the provider's decision through the verified callback path; answers the request's status. */
  settle: (paymentId: number, outcome: PaymentOutcome) => Promise<string>;
  /** A local path (no open redirect), or undefined. */
  localPath: (value: unknown) => string | undefined;
}

/** The return path with the payment id added (the office shows that payment's result). */
export const returnWith = (path: string, paymentId: number) =>
  `${path}${path.includes('?') ? '&' : '?'}payment=${paymentId}`;

const money = (minor: number, view: DepositView) => `${formatMinorUnits(minor, view.minorDigits)} ${view.currencyIso}`;
const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
    .join('');
const kindTitle: Record<string, string> = {
  sandbox: 'Sandbox checkout',
  card: 'Sandbox card payment',
  ewallet: 'Sandbox e-wallet',
  bank: 'Sandbox bank transfer',
  crypto: 'Sandbox crypto payment',
  terminal: 'Sandbox cash terminal voucher',
};

const signedBody = z.object({ sig: z.string().max(128), return: z.string().max(512).optional() });
const cardBody = signedBody.extend({
  number: z.string().max(32),
  expiry: z.string().max(16),
  cvc: z.string().max(8),
  holder: z.string().max(128).optional(),
});
const challengeBody = signedBody.extend({
  challenge: z.string().max(128),
  issuer: z.enum(['approved', 'declined']),
  code: z.string().max(16).default(''),
  action: z.enum(['confirm', 'cancel']),
});
const referenceBody = z.object({ reference: z.string().trim().max(64) });
const cardErrors: Record<string, string> = {
  card_number_invalid: 'The card number is not valid (check digit).',
  card_expiry_invalid: 'Enter the expiry as MM/YY.',
  card_expired: 'The card has expired.',
  card_cvc_invalid: 'The security code (CVC) is not valid.',
  '3ds_code_invalid': 'The one-time code is wrong.',
};

export function registerSandboxCheckout(app: Hono<AppEnv>, deps: CheckoutDeps): void {
  const { db, sandbox } = deps;

  /** The pending payment a signed page is about; a bad signature is 403, an unknown payment 404. */
  async function signedPayment(id: number, sig: string) {
    if (!sandbox.verify(`checkout:${id}`, sig)) throw ApiError.forbidden('Link signature invalid');
    const view = await depositView(db, id);
    if (!view) throw ApiError.notFound('No such payment');
    return view;
  }

  const header = (view: DepositView) =>
    `<h1>${esc(kindTitle[view.kind] ?? 'Sandbox checkout')}</h1>
<p>Deposit <strong data-amount>${esc(money(view.amountMinor, view))}</strong> (payment #${view.id})${
      view.feeMinor > 0
        ? `, fee <span data-fee>${esc(money(view.feeMinor, view))}</span>, to pay <strong data-total>${esc(money(view.amountMinor + view.feeMinor, view))}</strong>`
        : ''
    }.</p><p>No real money moves.</p>`;
  const backLink = (view: DepositView, back: string | undefined, label = 'Back to the site') =>
    back ? `<p><a data-back href="${esc(returnWith(back, view.id))}">${label}</a></p>` : '';
  const decided = (view: DepositView, back: string | undefined) =>
    `${header(view)}<p data-status="${esc(view.status)}">Payment #${view.id} is ${esc(view.status)}.</p>${backLink(view, back)}`;
  /** A form posting the signed callback for one outcome (the plain checkout and the e-wallet). */
  const callbackButton = (view: DepositView, back: string | undefined, outcome: PaymentOutcome, label: string) =>
    `<form method="post" action="/web-api/payments/callback/${sandbox.id}">${hidden({
      ...sandbox.callbackFields(view.id, outcome),
      ...(back ? { return_to: back } : {}),
    })}<button type="submit" name="decision" value="${outcome}">${label}</button></form>`;
  /** Where the page goes once the payment is decided. */
  const finish = (c: AppContext, view: DepositView, status: string, back: string | undefined) =>
    back
      ? c.redirect(returnWith(back, view.id), 303)
      : c.html(
          page('Payment', `<h1>Payment ${esc(status)}</h1><p data-status="${esc(status)}">Payment #${view.id}.</p>`),
        );

  const cardForm = (view: DepositView, sig: string, back: string | undefined, error?: string) =>
    `${header(view)}${error ? `<p role="alert" data-error="${error}">${esc(cardErrors[error] ?? error)}</p>` : ''}
<form method="post" action="/sandbox/pay/${view.id}/card" data-card-form>${hidden({ sig, ...(back ? { return: back } : {}) })}
<label>Card number <input type="text" name="number" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Expiry (MM/YY) <input type="text" name="expiry" autocomplete="cc-exp" required></label>
<label>CVC <input type="text" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label>
<label>Name on the card <input type="text" name="holder" autocomplete="cc-name"></label>
<button type="submit" name="pay" value="card">Pay</button></form>
<p>Test cards: 4242 4242 4242 4242 is approved; ${declinedTestCard} is declined by its bank.</p>
${callbackButton(view, back, 'declined', 'Cancel')}`;

  const challengePage = (
    view: DepositView,
    sig: string,
    back: string | undefined,
    issuer: PaymentOutcome,
    error?: string,
  ) =>
    `<h1>3-D Secure</h1><p>Your bank asks you to confirm a payment of <strong data-total>${esc(money(view.amountMinor + view.feeMinor, view))}</strong>.</p>
<p>Sandbox bank: the code sent to your phone is <code data-otp>${sandbox.otp(view.id)}</code>.</p>
${error ? `<p role="alert" data-error="${error}">${esc(cardErrors[error] ?? error)}</p>` : ''}
<form method="post" action="/sandbox/pay/${view.id}/3ds" data-challenge>${hidden({
      sig,
      ...(back ? { return: back } : {}),
      challenge: sandbox.sign(`3ds:${view.id}:${issuer}`),
      issuer,
    })}
<label>One-time code <input type="text" name="code" inputmode="numeric" autocomplete="one-time-code"></label>
<button type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="cancel">Cancel payment</button></form>`;

  app.get('/sandbox/pay/:id', async (c) => {
    const { id } = readParams(c, z.object({ id: idSchema }));
    const sig = c.req.query('sig') ?? '';
    let view = await signedPayment(id, sig);
    const back = deps.localPath(c.req.query('return'));
    // A crypto payment with its confirmations is credited when it is looked at (the office's status call does too).
    if (
      view.status === 'pending' &&
      view.kind === 'crypto' &&
      confirmationsOf(view, deps.at()) >= (view.confirmationsRequired ?? 1)
    ) {
      await deps.settle(id, 'approved');
      view = (await depositView(db, id)) ?? view;
    }
    if (view.status !== 'pending') return c.html(page(kindTitle[view.kind] ?? 'Sandbox checkout', decided(view, back)));
    const self = `/sandbox/pay/${id}`;
    const signed = hidden({ sig, ...(back ? { return: back } : {}) });
    let body: string;
    let head = '';
    switch (view.kind) {
      case 'card':
        body = cardForm(view, sig, back);
        break;
      case 'bank':
        body = `${header(view)}<p>Transfer <strong>${esc(money(view.amountMinor + view.feeMinor, view))}</strong> to:</p>
<table><tr><th>Beneficiary</th><td>Betframe Sandbox Ltd</td></tr><tr><th>IBAN</th><td>XX00 SAND 0000 0000 0000 01</td></tr>
<tr><th>Reference</th><td><code data-reference>${esc(view.reference ?? '')}</code></td></tr></table>
<p>The deposit is credited when the transfer with this reference arrives.</p>
<h2>Sandbox bank</h2><form method="post" action="/sandbox/bank/transfer"><label>Reference of an incoming transfer
<input type="text" name="reference" value="${esc(view.reference ?? '')}"></label><button type="submit">Receive the transfer</button></form>
${backLink(view, back)}`;
        break;
      case 'crypto': {
        const address = sandbox.cryptoAddress(id);
        const uri = `sandboxcoin:${address}?amount=${formatMinorUnits(view.amountMinor + view.feeMinor, view.minorDigits)}&label=payment-${id}`;
        const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        const required = view.confirmationsRequired ?? 1;
        const confirmations = confirmationsOf(view, deps.at());
        if (view.broadcastAt) head = '<meta http-equiv="refresh" content="3">';
        body = `${header(view)}<p>Send <strong>${esc(money(view.amountMinor + view.feeMinor, view))}</strong> to the address:</p>
<p><code data-address>${address}</code></p><figure role="img" aria-label="QR code of the address and amount" data-qr>${qr}</figure>
<p>Confirmations: <strong data-confirmations="${confirmations}">${confirmations} of ${required}</strong> (a block a minute).</p>
${
  view.broadcastAt
    ? '<p>Broadcast; the deposit is credited when the confirmations are reached.</p>'
    : `<form method="post" action="${self}/crypto/send">${signed}<button type="submit" name="send" value="1">Send from the sandbox wallet</button></form>`
}${backLink(view, back)}`;
        break;
      }
      case 'terminal':
        body = `${header(view)}<p>Your voucher code:</p><p><code data-voucher>${esc(view.reference ?? '')}</code></p>
<p>Pay <strong>${esc(money(view.amountMinor + view.feeMinor, view))}</strong> in cash at a terminal (<a href="/en/information/cashTerminals">cash terminals</a>) by entering this code. The deposit is credited when the cash is paid in.</p>
<p><a href="/sandbox/terminal">Open the sandbox cash terminal</a></p>${backLink(view, back)}`;
        break;
      case 'ewallet':
        body = `${header(view)}<p>Signed in to the sandbox wallet. Pay from its balance?</p>${callbackButton(view, back, 'approved', 'Pay from the wallet')}${callbackButton(view, back, 'declined', 'Cancel')}`;
        break;
      default:
        body = `${header(view)}<p>Choose the provider's answer.</p>${callbackButton(view, back, 'approved', 'Approve')}${callbackButton(view, back, 'declined', 'Decline')}`;
    }
    return c.html(page(kindTitle[view.kind] ?? 'Sandbox checkout', body, head));
  });

  app.post('/sandbox/pay/:id/card', async (c) => {
    const { id } = readParams(c, z.object({ id: idSchema }));
    const input = await readBody(c, cardBody);
    const view = await signedPayment(id, input.sig);
    const back = deps.localPath(input.return);
    if (view.status !== 'pending' || view.kind !== 'card')
      return c.html(page('Sandbox card payment', decided(view, back)));
    const card = checkCard(input, deps.at());
    if (!card.ok) return c.html(page('Sandbox card payment', cardForm(view, input.sig, back, card.code)), 400);
    const issuer = input.number.replace(/ /g, '') === declinedTestCard ? 'declined' : 'approved';
    return c.html(page('3-D Secure', challengePage(view, input.sig, back, issuer)));
  });

  app.post('/sandbox/pay/:id/3ds', async (c) => {
    const { id } = readParams(c, z.object({ id: idSchema }));
    const input = await readBody(c, challengeBody);
    const view = await signedPayment(id, input.sig);
    if (!sandbox.verify(`3ds:${id}:${input.issuer}`, input.challenge)) throw ApiError.forbidden('Challenge invalid');
    const back = deps.localPath(input.return);
    // A replayed confirmation lands where the first did; the decision stands.
    if (view.status !== 'pending') return finish(c, view, view.status, back);
    if (input.action === 'confirm' && input.code.trim() !== sandbox.otp(id))
      return c.html(page('3-D Secure', challengePage(view, input.sig, back, input.issuer, '3ds_code_invalid')), 400);
    const status = await deps.settle(id, input.action === 'cancel' ? 'declined' : input.issuer);
    return finish(c, view, status, back);
  });

  app.post('/sandbox/pay/:id/crypto/send', async (c) => {
    const { id } = readParams(c, z.object({ id: idSchema }));
    const input = await readBody(c, signedBody);
    await signedPayment(id, input.sig);
    await broadcastCrypto(db, id, deps.at());
    const back = deps.localPath(input.return);
    return c.redirect(
      `/sandbox/pay/${id}?sig=${encodeURIComponent(input.sig)}${back ? `&return=${encodeURIComponent(back)}` : ''}`,
      303,
    );
  });

  // The sandbox bank: a transfer with a pending deposit's reference arrives and credits it.
  app.post('/sandbox/bank/transfer', async (c) => {
    const { reference } = await readBody(c, referenceBody);
    const found = await pendingByReference(db, 'bank', reference);
    if (!found)
      return c.html(
        page('Sandbox bank', `<p role="alert" data-error="reference_unknown">No deposit has this reference.</p>`),
        400,
      );
    const status = await deps.settle(found.id, 'approved');
    return c.html(
      page(
        'Sandbox bank',
        `<h1>Transfer received</h1><p data-status="${esc(status)}">Payment #${found.id} is ${esc(status)}.</p>`,
      ),
    );
  });

  // The sandbox cash terminal: a voucher code and the cash pay the deposit in.
  const terminalForm = (error?: string) =>
    `<h1>Sandbox cash terminal</h1>${error ? `<p role="alert" data-error="${error}">No unpaid voucher has this code.</p>` : ''}
<form method="post" action="/sandbox/terminal"><label>Voucher code <input type="text" name="reference" inputmode="numeric"></label>
<button type="submit">Insert the cash</button></form>`;
  app.get('/sandbox/terminal', (c) => c.html(page('Sandbox cash terminal', terminalForm())));
  app.post('/sandbox/terminal', async (c) => {
    const { reference } = await readBody(c, referenceBody);
    const found = await pendingByReference(db, 'terminal', reference.replace(/\s/g, ''));
    if (found?.status !== 'pending') return c.html(page('Sandbox cash terminal', terminalForm('voucher_unknown')), 400);
    const status = await deps.settle(found.id, 'approved');
    return c.html(
      page(
        'Sandbox cash terminal',
        `<h1>Cash paid in</h1><p data-status="${esc(status)}">Voucher of payment #${found.id}: ${esc(status)}.</p>`,
      ),
    );
  });
}
