import * as z from 'zod/mini';
import { appCodeSchema, confirmCodeSchema } from './fields';

/** Response data of POST /web-api/account/two-factor/qr */
export const twoFactorQrData = z.object({
  /** A data: URL of an SVG QR code of `link`. */
  qrCodeUrl: z.string(),
  /** The otpauth:// link for authenticator apps. */
  link: z.string(),
  /** The Base32 secret, for typing in by hand. */
  secret: z.string(),
});
export type TwoFactorQrData = z.infer<typeof twoFactorQrData>;

/** POST /web-api/account/two-factor/enable */
export const twoFactorEnableRequest = z.strictObject({
  app_code: appCodeSchema,
  sms_code: z.optional(confirmCodeSchema),
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequest>;

/** Response data of the enable call: the hash that disables two-factor, shown once. */
export const twoFactorEnableData = z.object({ hash: z.string() });
export type TwoFactorEnableData = z.infer<typeof twoFactorEnableData>;

/** POST /web-api/account/two-factor/disable */
export const twoFactorDisableRequest = z.strictObject({
  hash: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200)),
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequest>;

/** SPEC §5/§8: on enable, error code 2 is an SMS-code error; any other error is an app-code error. */
export const TWO_FACTOR_SMS_CODE_ERROR = '2';
