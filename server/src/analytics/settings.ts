/**
 * What the metadata call decides: which sessions are recorded and which A/B experiments run. From the environment
 * (docs/analytics.md): `ANALYTICS_RECORDING_RATE` (0–1, the share of sessions recorded; default 0, none) and
 * `ANALYTICS_EXPERIMENTS` (`name:variant|variant,…`; default none). Both decisions are a hash, so they are the
 * same on every server and every call: a session is recorded or not for its whole life, a visitor keeps a variant.
 */
import { createHash } from 'node:crypto';

export interface Experiment {
  name: string;
  variants: string[];
}

export interface AnalyticsSettings {
  recordingRate: number;
  experiments: Experiment[];
}

const namePattern = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export function analyticsSettingsFrom(env: Readonly<Record<string, string | undefined>>): AnalyticsSettings {
  const rate = Number(env.ANALYTICS_RECORDING_RATE ?? '0');
  const experiments: Experiment[] = [];
  for (const entry of (env.ANALYTICS_EXPERIMENTS ?? '').split(',')) {
    const [name, list] = entry.trim().split(':');
    const variants = (list ?? '').split('|').filter((v) => namePattern.test(v));
    if (name && namePattern.test(name) && variants.length >= 2) experiments.push({ name, variants });
  }
  return { recordingRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0, experiments };
}

/** A stable number in [0, 1) for a text. */
const unit = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

export function isRecorded(settings: AnalyticsSettings, session: string | undefined): boolean {
  return session !== undefined && unit(`recording:${session}`) < settings.recordingRate;
}

export function assignments(settings: AnalyticsSettings, visitor: string): Record<string, string> {
  return Object.fromEntries(
    settings.experiments.map(({ name, variants }) => [
      name,
      variants[Math.floor(unit(`ab:${name}:${visitor}`) * variants.length)] ?? (variants[0] as string),
    ]),
  );
}
