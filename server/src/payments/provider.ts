/**
 * A payment provider: where the player goes to pay a deposit, and how its answer is verified. The sandbox
 * provider is served by this server (`/sandbox/pay/:id`); a real one would redirect to its own checkout and call
 * back with its own signature scheme.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentMethodKind, paymentMethodKinds } from '@betframe/sdk/payments';

export type PaymentOutcome = 'approved' | 'declined';

export interface CheckoutRequest {
  paymentId: number;
  amountMinor: number;
  currencyCode: string;
}

export interface PaymentProvider {
  readonly id: string;
  /** The kinds of deposit method it takes (the site configuration's methods of other kinds are not offered). */
  readonly methodKinds: readonly PaymentMethodKind[];
  /** The URL the player is sent to, absolute on `origin` (the server's public origin of this request). */
  checkoutUrl(request: CheckoutRequest, origin: string): string;
  /** The decision carried by a provider callback, or undefined when it is not authentic. */
  verifyCallback(fields: Record<string, string>): { paymentId: number; outcome: PaymentOutcome } | undefined;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly id = 'sandbox';
  readonly methodKinds = paymentMethodKinds;

  constructor(private readonly secret: string) {}

  sign(purpose: string): string {
    return createHmac('sha256', this.secret).update(`sandbox:${purpose}`).digest('base64url');
  }

  verify(purpose: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(purpose));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  checkoutUrl(request: CheckoutRequest, origin: string): string {
    return `${origin}/sandbox/pay/${request.paymentId}?sig=${this.sign(`checkout:${request.paymentId}`)}`;
  }

  /** The one-time code the sandbox issuer "sends" for a 3-D Secure challenge of one payment (six digits). */
  otp(paymentId: number): string {
    const mac = createHmac('sha256', this.secret).update(`sandbox:otp:${paymentId}`).digest();
    return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  /** The sandbox chain's deposit address of one payment. */
  cryptoAddress(paymentId: number): string {
    const mac = createHmac('sha256', this.secret).update(`sandbox:address:${paymentId}`).digest('hex');
    return `sbx1q${mac.slice(0, 38)}`;
  }

  /** The signed fields the checkout page posts back for one outcome. */
  callbackFields(paymentId: number, outcome: PaymentOutcome): Record<string, string> {
    return { payment_id: String(paymentId), outcome, signature: this.sign(`callback:${paymentId}:${outcome}`) };
  }

  verifyCallback(fields: Record<string, string>) {
    const paymentId = Number(fields.payment_id);
    const outcome = fields.outcome;
    if (!Number.isSafeInteger(paymentId) || paymentId <= 0) return undefined;
    if (outcome !== 'approved' && outcome !== 'declined') return undefined;
    if (!this.verify(`callback:${paymentId}:${outcome}`, fields.signature ?? '')) return undefined;
    return { paymentId, outcome } as const;
  }
}
