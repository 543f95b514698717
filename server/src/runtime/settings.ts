/** Server settings from the environment (README lists them). */
import { z } from 'zod';

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
});

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
