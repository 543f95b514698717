const loopbackAnyPort = /^(https?):\/\/(localhost|127\.0\.0\.1|\[::1\]):\*$/;
const loopbackOrigin = /^(https?):\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Whether `origin` may embed the partner: an exact entry of `allowedOrigins`, or a loopback origin matching an
 * entry written with any port (`http://localhost:*`).
 */
export function isAllowedOrigin(allowedOrigins: readonly string[], origin: string): boolean {
  if (allowedOrigins.includes(origin)) return true;
  const loop = loopbackOrigin.exec(origin);
  if (!loop) return false;
  return allowedOrigins.some((entry) => {
    const wildcard = loopbackAnyPort.exec(entry);
    return wildcard !== null && wildcard[1] === loop[1] && wildcard[2] === loop[2];
  });
}

/** Every loopback origin, any port: the demo partner's list in development. */
export const loopbackOrigins = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
  'https://localhost:*',
  'https://127.0.0.1:*',
] as const;
