/**
 * The TOTP second factor of admins (RFC 6238: 6 digits, 30-second steps, SHA-1, as every
 * authenticator app reads an otpauth:// QR code), its sealed secret and its recovery codes.
 */
import { randomInt } from 'node:crypto';
import { NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import QRCode from 'qrcode';
export { openSecret, recoveryCodeHash, sealSecret } from '../../lib/second-factor-keys.js';

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the server's are accepted too (clocks drift). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const ISSUER = 'Camp Concierge';

const totp = new TOTP({
  crypto: new NobleCryptoPlugin(),
  base32: new ScureBase32Plugin(),
  period: TOTP_PERIOD_SECONDS,
  digits: 6,
});

/** A new random secret: 20 bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newSecret(): string {
  return totp.generateSecret();
}

/** The otpauth:// URI of the secret and its QR code (an SVG data URL) for the enrolment page. */
export async function enrolmentPicture(
  secret: string,
  email: string,
): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totp.toURI({ label: email, issuer: ISSUER, secret });
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export { normaliseCode } from '../../lib/second-factor-keys.js';

export const isTotpCode = (normalised: string) => /^\d{6}$/.test(normalised);

/**
 * The time step the code belongs to (the server's step or one either side), or null when it is
 * no code of this secret now. Whether that step was already used is the caller's question.
 */
export async function matchingStep(
  secret: string,
  code: string,
  now: Date,
): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await totp.verify(code, {
    secret,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid ? result.timeStep : null;
}

// ---- recovery codes ------------------------------------------------------------------------

/** No 0/O, 1/I/L or U: codes are read off paper and typed back. 30 symbols, 10 of them ≈ 49 bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
const CODE_LENGTH = 10;

/** A new recovery code, shown as XXXXX-XXXXX. */
export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}
