/** Structured JSON logs (pino). LOG_LEVEL sets the level; tests default to `silent`. */
import { pino } from 'pino';

export type Logger = pino.Logger;

export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')): Logger {
  return pino({ level, base: { service: 'betframe-server' } });
}
