/** Server settings from the environment (README lists them). */
import { z } from 'zod';
import { parseTrustedProxies } from '../app/trusted-proxies';

const port = z.coerce.number().int().min(0).max(65535);

export const settingsSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The second listener (same app) that gives examples a second origin; `off` disables it. */
  EXAMPLES_PORT: z.union([z.literal('off'), port]).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
  BETFRAME_SECRET: z.string().min(16).optional(),
  CONFIG_DIR: z.string().optional(),
  /** CONTRACTS §10: a captcha token for automated tests; refused (ignored, with a warning) in production. */
  CAPTCHA_TEST_TOKEN: z.string().min(8).optional(),
  /** The casino provider wallet's HMAC secret (CONTRACTS §6); a development default when unset, required in production. */
  PROVIDER_SECRET: z.string().min(16).optional(),
  /** The sandbox operator desk's sign-in (`user:password`); generated and printed at start when unset. */
  OPERATOR_CREDENTIALS: z
    .string()
    .regex(/^[^:]+:.{8,}$/)
    .optional(),
  /** Reverse proxies whose X-Forwarded-For names the client: addresses or CIDR blocks, comma-separated. */
  TRUSTED_PROXIES: z
    .string()
    .refine((v) => tryParse(v), 'addresses or CIDR blocks, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)')
    .optional(),
  /**
   * The length of one reality-check minute in milliseconds (default 60 000), so an end-to-end test sees a check
   * after seconds; refused (ignored, with a warning) in production (docs/responsible-gambling.md).
   */
  REALITY_CHECK_MINUTE_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /**
   * The automatic stake limit per market in base-currency units (default 100 000): a larger stake is refused, or
   * sent to a trader as a bid bet (docs/feed-and-betting.md "Bid bets").
   */
  BETTING_MAX_STAKE_PER_MARKET: z.coerce.number().positive().max(1e12).optional(),
  /** The header the edge (load balancer, CDN) sets to the visitor's ISO country code; unset: not read. */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  /** `off`, `500`, or `RUB:50000,USD:500,*:500`: withdrawals above it need a verified account. Default 500. */
  KYC_WITHDRAWAL_THRESHOLD: z
    .string()
    .regex(
      /^(off|\d{1,13}(\.\d{1,8})?|([A-Za-z]{3}|\*):\d{1,13}(\.\d{1,8})?(,\s*([A-Za-z]{3}|\*):\d{1,13}(\.\d{1,8})?)*)$/,
    )
    .optional(),
});

function tryParse(value: string): boolean {
  try {
    parseTrustedProxies(value);
    return true;
  } catch {
    return false;
  }
}

export type Settings = z.infer<typeof settingsSchema>;

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  return settingsSchema.parse(blankless);
}

export function modeOf(nodeEnv: string | undefined): 'development' | 'production' | 'test' {
  if (nodeEnv === 'production') return 'production';
  if (nodeEnv === 'test') return 'test';
  return 'development';
}
