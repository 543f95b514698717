/**
 * Password fields travel encoded (SPEC §5: "Password change sends the three password fields encoded").
 * The encoding is base64 of the UTF-8 bytes: it keeps any Unicode password intact through form encoders and
 * logs that mangle non-ASCII, and it is not a secrecy measure (TLS is).
 */
export function encodePasswordField(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Returns undefined when the value is not valid base64 of valid UTF-8. */
export function decodePasswordField(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return undefined;
  let binary: string;
  try {
    binary = atob(encoded);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
