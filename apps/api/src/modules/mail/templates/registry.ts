import type { z } from 'zod';
import { accountExists } from './account-exists.js';
import { confirmation } from './confirmation.js';
import { passwordReset } from './password-reset.js';
import { welcome } from './welcome.js';
import { staffInvitation } from './staff-invitation.js';
import { loginLink } from './login-link.js';
import { providerProfileReceived } from './provider-profile-received.js';
import { providerAccepted } from './provider-accepted.js';
import { providerRejected } from './provider-rejected.js';
import {
  providerReinstated,
  providerSuspended,
  providerTerminationCancelled,
  providerTerminated,
  providerTerminationNoticed,
} from './provider-standing.js';
import { paymentReceipt } from './payment-receipt.js';
import { paymentFailed } from './payment-failed.js';
import { receiptCopy } from './receipt-copy.js';
import { activityReminder, instalmentReminder } from './reminders.js';
import { activityPaymentReceipt, directorNewOrder } from './activity-payment.js';
import { friendInvited } from './friend-invited.js';
import {
  paymentPlanDefaulted,
  paymentPlanDefaultedDirector,
  paymentPlanInstalmentFailed,
  paymentPlanInstalmentPaid,
} from './payment-plan.js';
import { invitationAnswered } from './invitation-answered.js';
import { questionnaireReceived } from './questionnaire-received.js';
import { itinerarySent } from './itinerary-sent.js';
import { specialistMessage } from './specialist-message.js';
import { chatAnswer } from './chat-answer.js';
import { waitlistOffer } from './waitlist-offer.js';
import { waiverSigned, waiverSignedDirector } from './waiver-signed.js';
import {
  cancellationDecided,
  cancellationRequested,
  latePaymentRefunded,
  refundIssued,
} from './cancellation.js';
import {
  changeRequested,
  itineraryAccepted,
  itineraryApproved,
  itineraryCanceled,
} from './itinerary-loop.js';

/**
 * Every template by name. To add one: write templates/<name>.ts with `defineTemplate` and list
 * it here; `MailMessage` and `enqueueMail` pick up its name and data type from this object.
 */
export const MAIL_TEMPLATES = {
  confirmation,
  account_exists: accountExists,
  password_reset: passwordReset,
  welcome,
  login_link: loginLink,
  provider_profile_received: providerProfileReceived,
  provider_accepted: providerAccepted,
  provider_rejected: providerRejected,
  provider_suspended: providerSuspended,
  provider_reinstated: providerReinstated,
  provider_termination_noticed: providerTerminationNoticed,
  provider_termination_cancelled: providerTerminationCancelled,
  provider_terminated: providerTerminated,
  payment_receipt: paymentReceipt,
  payment_failed: paymentFailed,
  receipt_copy: receiptCopy,
  activity_reminder: activityReminder,
  instalment_reminder: instalmentReminder,
  activity_payment_receipt: activityPaymentReceipt,
  director_new_order: directorNewOrder,
  payment_plan_instalment_paid: paymentPlanInstalmentPaid,
  payment_plan_instalment_failed: paymentPlanInstalmentFailed,
  payment_plan_defaulted: paymentPlanDefaulted,
  payment_plan_defaulted_director: paymentPlanDefaultedDirector,
  friend_invited: friendInvited,
  invitation_answered: invitationAnswered,
  questionnaire_received: questionnaireReceived,
  itinerary_sent: itinerarySent,
  specialist_message: specialistMessage,
  change_requested: changeRequested,
  itinerary_accepted: itineraryAccepted,
  itinerary_approved: itineraryApproved,
  itinerary_canceled: itineraryCanceled,
  chat_answer: chatAnswer,
  waitlist_offer: waitlistOffer,
  waiver_signed: waiverSigned,
  waiver_signed_director: waiverSignedDirector,
  cancellation_requested: cancellationRequested,
  cancellation_decided: cancellationDecided,
  refund_issued: refundIssued,
  late_payment_refunded: latePaymentRefunded,
  staff_invitation: staffInvitation,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

/** The data a template takes, e.g. `MailData<'confirmation'>` = { name, url }. */
export type MailData<K extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[K]['schema']>;

/** What callers pass to `enqueueMail`: the template name narrows `data`. */
export type MailMessage = {
  [K in MailTemplateName]: { to: string; template: K; data: MailData<K> };
}[MailTemplateName];
