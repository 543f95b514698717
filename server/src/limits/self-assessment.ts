/**
 * The self-assessment test: the nine questions of the Problem Gambling Severity Index (PGSI), each answered
 * 0 never, 1 sometimes, 2 most of the time, 3 almost always. The score (0–27) falls in the PGSI bands: 0 no
 * problem, 1–2 low risk, 3–7 moderate risk, 8+ problem gambling. Questions and advice are texts
 * (`limits.test_q<n>`, `limits.test_advice_<band>`); the links are independent help services.
 */
import type { TestResult } from '@betframe/sdk/limits';

export const helpLinks = [
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
];

export function scoreTest(answers: readonly number[]): TestResult {
  const score = answers.reduce((sum, a) => sum + a, 0);
  const band = score === 0 ? 'none' : score <= 2 ? 'low' : score <= 7 ? 'moderate' : 'problem';
  return { score, band, advice: `limits.test_advice_${band}`, links: band === 'none' ? [] : helpLinks };
}
