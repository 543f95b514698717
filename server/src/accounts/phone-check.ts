/**
 * A phone number the server is given for a player (registration, a new number) must be one its country's numbering
 * plan allows: the SDK's library check, lengths and per-country patterns (SPEC §5), on the full international
 * digits the account schemas carry. A number that fails is a 400 naming the field, before any code is sent.
 */
import { checkPhoneNumber, phoneVerdictMessage } from '@betframe/sdk/phone';
import { ApiError } from '../app/errors';

export async function assertValidPhone(phone: string | null | undefined, field = 'phone'): Promise<void> {
  if (!phone) return;
  const rule = phoneVerdictMessage(await checkPhoneNumber(phone));
  if (rule) throw ApiError.validation({ [field]: [rule.key] });
}
