// User-facing toast, dialog and notice texts,
// kept exactly as the spec writes them, spelling included ('Your have confirmed...',
// 'reseted'), so the web and the API's error bodies use one wording.

// --- Generic ------------------------------------------------------------------------------------

export const ERROR_TITLE = 'Error';
export const SUCCESS_TITLE = 'Success';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const OOPS_SOMETHING_WENT_WRONG = 'Oops something went wrong!';

export const SESSION_EXPIRED = 'Session has expired. Please sign-in to account';
/** Sign-in refused to a staff account an administrator deactivated (said only to the right password). */
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Ask an administrator to reactivate it.';
export const CONFIRMATION_REQUIRED = 'You have to confirm your email address before continuing.';

export const OFFLINE = {
  title: 'Whoops! No Internet Connection',
  text: 'Some parts of this app may be unavailable until you come back online.',
} as const;

export const NEW_VERSION = { text: 'A new version is available!', button: 'Reload' } as const;

export const ERROR_SCREEN = { title: "Oops! There's an error", button: 'Go to homepage' } as const;

export const NOT_FOUND = {
  title: 'Sorry, page not found',
  text: "We couldn't find the page you are looking for",
  button: 'Go to homepage',
} as const;

// --- Accounts -----------------------------------------------------------------------------------

/** What the API answers to sign-in, sign-up and account requests; the web shows them as sent. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'has already been taken',
  resetTokenRequired: 'Reset password token is required.',
  googleNotConfigured: 'Google sign-in is not available on this server.',
  googleFailed: 'Google sign-in failed. Please try again.',
  facebookUnsupported: 'Facebook sign-in is not supported. Please use Google or your e-mail.',
  providerUnsupported: 'This sign-in provider is not supported.',
  otherRole: 'This e-mail address belongs to a different kind of account.',
  emailReadOnly: 'Email cannot be changed. It is the address you sign in with.',
  resendSent:
    'If this e-mail belongs to an account that is not confirmed yet, a new confirmation link is on its way.',
  resetSent: 'If this e-mail belongs to an account, a link to reset the password is on its way.',
  loginLinkSent: 'If this e-mail belongs to a provider account, a sign-in link is on its way.',
} as const;

export const EMAIL_CONFIRMED = 'Your have confirmed your email address.';

export const EMAIL_SENT_TITLE = 'Email';
export const emailSentMessage = (email: string) =>
  `You have been successfully sent an email to ${email} with a confirmation link.`;

export const PASSWORD_RESET_SUCCESS = 'Password was reseted successfully!';
export const PASSWORD_CHANGED = 'Password was changed successfully!';
export const PROFILE_UPDATED = 'The profile was successfully updated!';
export const ACCOUNT_DELETED = 'Your account was successfully deleted!';
/** Director profile saved (toast title Success). */
export const DIRECTOR_PROFILE_UPDATED = 'Your profile successfully updated.';

// --- Parent: plans, itineraries, friends -------------------------------------------------------

export const PLAN_SENT = 'Your plan has been successfully sent for processing!';
export const childUpdatedMessage = (child: string) => `${child} was successfully updated!`;
export const invitationSentMessage = (email: string) =>
  `Your invitation has been successfully sent to ${email}!`;
export const COMMENTS_ADDED = 'The comment(s) was successfully added!';
/** Shown as a success toast. */
export const invitationAcceptedMessage = (name: string) => `${name} was successfully accepted!`;
/** Shown as a warning toast. */
export const invitationDeclinedMessage = (name: string) => `${name} was successfully declined!`;
export const MESSAGE_SENT = 'The message was successfully sent!';
export const ITINERARIES_UPDATED = 'Your Itineraries have been updated';

// --- Payments -------------------------------------------------------------------------------

export const COUPON_INVALID = 'The coupon code you entered is invalid. Please try again.';

/** Card form errors by the card provider's error code. */
export const CARD_ERRORS = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_year: 'Your card date is invalid.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  incomplete_cvc: "Your card's security code is incomplete.",
} as const;
export type CardErrorCode = keyof typeof CARD_ERRORS;

export const PAYMENT_FAILED_PREFIX = 'Payment failed.';
export const paymentFailedMessage = (reason: string) => `${PAYMENT_FAILED_PREFIX} ${reason}`;
export const PAYMENT_SUCCESSFUL = 'Payment Successful!';

export const NEWSLETTER_SUCCESS = 'Thank you for Signing Up';

// --- Specialist --------------------------------------------------------------------------------

export const NOTE_TITLE = 'Note';
export const noteUpdatedMessage = (name: string) => `${name}'s note was successfully updated!`;
export const SEND_ITINERARY_CONFIRM = 'Are you sure want to send itinerary to parent?';

// --- Camp director: programs ---------------------------------------------------------------------

export const PROGRAM_CREATED = 'The program was created successfully';
export const PROGRAM_EDITED = 'The program was edited successfully';
export const PROGRAM_DELETED = 'The program was deleted successfully';
export const PROGRAM_DELETE_CONFIRM = 'Are you sure want to delete the program?';
export const PROGRAM_DELETE_REFUSED = {
  title: "You can't delete this program",
  text: 'This program cannot be deleted because it has activities associated with it. Please delete associated activities.',
} as const;

// --- Camp director: activities --------------------------------------------------------------------

export const ACTIVITY_CREATED = 'The activity was successfully created';
export const ACTIVITY_EDITED = 'The activity was successfully edited';
export const ACTIVITY_DUPLICATED = 'The activity was successfully duplicated';
export const ACTIVITY_DELETED = 'The activity was successfully deleted';
export const ACTIVITY_DELETE_REFUSED_TITLE = "You can't delete this activity";
export const activityDeleteRefusedMessage = (product: string) =>
  `This activity has been shared with one or more parents and cannot be deleted. Change the activity's seat availability to limit further interest OR contact your ${product} administrator to resolve.`;

// --- Camp director: uploads, orders, payment account ------------------------------------------

export const UPLOAD_ERROR_TITLE = 'Error:';
export const UPLOAD_FAILED = 'File failed upload';
export const uploadErrorMessage = (label: string, message: string) =>
  `Error in ${label}: ${message}`;
export const UPLOAD_SUCCESS = 'The file was successfully uploaded';

/** The spec's text ends with a space; kept. */
export const ORDER_PROCESSED_CONFIRM =
  'You have already processed this Parent/Order, are you sure? ';

export const PAYMENT_ACCOUNT_FAILED = {
  title: 'Verification Failed',
  text: 'Please proceed with Stripe account set up',
} as const;
export const PAYMENT_ACCOUNT_PENDING = 'Verification in-progress';
export const DIRECTOR_REGISTERED = 'Thank you for registering';

// --- Invitation entries on the specialist's itinerary page ----------------------------------------

export const invitationSentEntry = (parent: string, friend: string) =>
  `A ${parent} has sent an invitation to this itinerary to a ${friend}`;
export const invitationAcceptedEntry = (friend: string) =>
  `A ${friend} accepted the invitation to this itinerary.`;
export const invitationDeclinedEntry = (friend: string) =>
  `A ${friend} declined the invitation to this itinerary.`;

// --- Empty states ------------------------------------------------------------------------------

export const EMPTY = {
  noResults: 'No results',
  noResultsFound: 'No results found.',
  noAddedCourses: 'No added courses yet.',
  noPrograms: 'There are no programs yet!',
  noActivities: 'There are no activities yet!',
  noOrders: 'There are no orders yet!',
  noChildren: "No added children's yet",
  noApprovedItineraries: 'No approved itineraries yet.',
  noItineraryActivities: 'No activities yet, but don’t worry, we’re working on it.',
  noSharedActivities: 'No shared activities with you.',
  noActivitiesAdded: 'No activities added yet.',
} as const;
