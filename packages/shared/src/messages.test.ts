import { describe, expect, it } from 'vitest';
import * as m from './messages';

// The texts are the spec's, character for character (spelling included).
describe('messages', () => {
  it('keeps the account texts', () => {
    expect(m.EMAIL_CONFIRMED).toBe('Your have confirmed your email address.');
    expect(m.SESSION_EXPIRED).toBe('Session has expired. Please sign-in to account');
    expect(m.PASSWORD_RESET_SUCCESS).toBe('Password was reseted successfully!');
    expect(m.PASSWORD_CHANGED).toBe('Password was changed successfully!');
    expect(m.PROFILE_UPDATED).toBe('The profile was successfully updated!');
    expect(m.ACCOUNT_DELETED).toBe('Your account was successfully deleted!');
    expect(m.DIRECTOR_PROFILE_UPDATED).toBe('Your profile successfully updated.');
    expect(m.EMAIL_SENT_TITLE).toBe('Email');
    expect(m.emailSentMessage('a@b.co')).toBe(
      'You have been successfully sent an email to a@b.co with a confirmation link.',
    );
  });

  it('keeps the app-shell texts', () => {
    expect(m.OFFLINE).toEqual({
      title: 'Whoops! No Internet Connection',
      text: 'Some parts of this app may be unavailable until you come back online.',
    });
    expect(m.NEW_VERSION.text).toBe('A new version is available!');
    expect(m.ERROR_SCREEN.title).toBe("Oops! There's an error");
    expect(m.NOT_FOUND).toEqual({
      title: 'Sorry, page not found',
      text: "We couldn't find the page you are looking for",
      button: 'Go to homepage',
    });
    expect(m.ERROR_TITLE).toBe('Error');
    expect(m.SOMETHING_WENT_WRONG).toBe('Something went wrong');
    expect(m.OOPS_SOMETHING_WENT_WRONG).toBe('Oops something went wrong!');
  });

  it('keeps the parent texts', () => {
    expect(m.PLAN_SENT).toBe('Your plan has been successfully sent for processing!');
    expect(m.childUpdatedMessage('Mia')).toBe('Mia was successfully updated!');
    expect(m.invitationSentMessage('f@b.co')).toBe(
      'Your invitation has been successfully sent to f@b.co!',
    );
    expect(m.COMMENTS_ADDED).toBe('The comment(s) was successfully added!');
    expect(m.invitationAcceptedMessage('Sam')).toBe('Sam was successfully accepted!');
    expect(m.invitationDeclinedMessage('Sam')).toBe('Sam was successfully declined!');
    expect(m.MESSAGE_SENT).toBe('The message was successfully sent!');
    expect(m.ITINERARIES_UPDATED).toBe('Your Itineraries have been updated');
    expect(m.NEWSLETTER_SUCCESS).toBe('Thank you for Signing Up');
  });

  it('keeps the payment texts', () => {
    expect(m.COUPON_INVALID).toBe('The coupon code you entered is invalid. Please try again.');
    expect(m.CARD_ERRORS).toEqual({
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      invalid_expiry_year: 'Your card date is invalid.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      incomplete_cvc: "Your card's security code is incomplete.",
    });
    expect(m.paymentFailedMessage('Card declined.')).toBe('Payment failed. Card declined.');
  });

  it('keeps the specialist and director texts', () => {
    expect(m.noteUpdatedMessage('Sunny Day')).toBe("Sunny Day's note was successfully updated!");
    expect(m.SEND_ITINERARY_CONFIRM).toBe('Are you sure want to send itinerary to parent?');
    expect(m.PROGRAM_CREATED).toBe('The program was created successfully');
    expect(m.PROGRAM_EDITED).toBe('The program was edited successfully');
    expect(m.PROGRAM_DELETED).toBe('The program was deleted successfully');
    expect(m.PROGRAM_DELETE_CONFIRM).toBe('Are you sure want to delete the program?');
    expect(m.PROGRAM_DELETE_REFUSED.title).toBe("You can't delete this program");
    expect(m.ACTIVITY_CREATED).toBe('The activity was successfully created');
    expect(m.ACTIVITY_EDITED).toBe('The activity was successfully edited');
    expect(m.ACTIVITY_DUPLICATED).toBe('The activity was successfully duplicated');
    expect(m.ACTIVITY_DELETED).toBe('The activity was successfully deleted');
    expect(
      `${m.ACTIVITY_DELETE_REFUSED_TITLE}. ${m.activityDeleteRefusedMessage('Camp Concierge')}`,
    ).toBe(
      "You can't delete this activity. This activity has been shared with one or more parents and cannot be deleted. Change the activity's seat availability to limit further interest OR contact your Camp Concierge administrator to resolve.",
    );
    expect(m.UPLOAD_FAILED).toBe('File failed upload');
    expect(m.uploadErrorMessage('Row 3', 'Price is required')).toBe(
      'Error in Row 3: Price is required',
    );
    expect(m.UPLOAD_SUCCESS).toBe('The file was successfully uploaded');
    expect(m.ORDER_PROCESSED_CONFIRM).toBe(
      'You have already processed this Parent/Order, are you sure? ',
    );
    expect(m.PAYMENT_ACCOUNT_FAILED).toEqual({
      title: 'Verification Failed',
      text: 'Please proceed with Stripe account set up',
    });
    expect(m.invitationSentEntry('Ann', 'Sam')).toBe(
      'A Ann has sent an invitation to this itinerary to a Sam',
    );
    expect(m.invitationAcceptedEntry('Sam')).toBe(
      'A Sam accepted the invitation to this itinerary.',
    );
    expect(m.invitationDeclinedEntry('Sam')).toBe(
      'A Sam declined the invitation to this itinerary.',
    );
    expect(m.EMPTY.noPrograms).toBe('There are no programs yet!');
    expect(m.EMPTY.noChildren).toBe("No added children's yet");
  });
});
