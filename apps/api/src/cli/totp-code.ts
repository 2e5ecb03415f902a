/**
 * `npm run totp-code [-- KEY]`: the current 6-digit code of an authenticator key (base32), by
 * default the demo admin's, for signing in as the demo admin without an authenticator app.
 */
import { NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import { DEMO_ADMIN_TOTP_SECRET } from '../db/seed/demo.js';

const secret = process.argv[2] ?? DEMO_ADMIN_TOTP_SECRET;
const totp = new TOTP({ crypto: new NobleCryptoPlugin(), base32: new ScureBase32Plugin() });
const code = await totp.generate({ secret });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${code}  (valid for ${left} more seconds)`);
