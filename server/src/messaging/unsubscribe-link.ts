/**
 * The unsubscribe link every e-mail carries (docs/office.md "Mailing"): it names the address and is signed with
 * the server's secret, so it works without signing in and cannot be made for someone else's address. It is added
 * when a mail is delivered (the delivery knows the public origin the recipient can reach; in development the
 * dev outbox delivers, with the origin it is asked on), not when it is queued.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { textsIn } from '../translations';

export const UNSUBSCRIBE_PATH = '/web-api/mailing/unsubscribe';

const sign = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${email.toLowerCase()}`).digest('base64url');

export function unsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(email.toLowerCase(), 'utf8').toString('base64url')}.${sign(secret, email)}`;
}

/** The address a token names, or undefined when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): string | undefined {
  const [address, signature] = token.split('.');
  if (!address || !signature || token.length > 800) return undefined;
  const email = Buffer.from(address, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email.toLowerCase() : undefined;
}

export function unsubscribeUrl(origin: string, secret: string, email: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(unsubscribeToken(secret, email))}`;
}

/** The e-mail's text as delivered: the queued text and the unsubscribe line (in English, as the mails are now). */
export async function deliveredText(text: string, to: string, origin: string, secret: string): Promise<string> {
  const t = await textsIn('en');
  return `${text}\n\n—\n${t('office_mail_unsubscribe', { url: unsubscribeUrl(origin, secret, to) })}`;
}
