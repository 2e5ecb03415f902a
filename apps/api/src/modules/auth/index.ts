// Public entry of the auth module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { hashToken } from './one-time-tokens.js';
export { authRoutes } from './routes.js';
export { buildSession, isPaidPremium, parentIsPaidPremium } from './session.js';
export { closeAccountInTx } from './use-cases/close-account.js';
export { issuePasswordlessLink } from './use-cases/passwordless.js';
export { splitName } from './use-cases/shared.js';
export {
  STAFF_INVITATION_TTL_MS,
  sendStaffPasswordLink,
  voidStaffPasswordLinks,
} from './use-cases/staff-passwords.js';
export { createParentAccountInTx, notifyExistingAccount } from './use-cases/sign-up.js';
