/** The FAQ page: four groups of collapsible questions. Answers are paragraphs of plain text. */

export interface FaqItem {
  question: string;
  answer: string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'account-and-profile',
    title: 'Account and Profile',
    items: [
      {
        question: 'How do I create an account?',
        answer: [
          'Choose Sign in, then Parent / Guardian, and select Sign up. Enter your full name, e-mail and a password of 8 to 50 characters, or use Sign up with Google. We send a confirmation link to your e-mail; once you open it you are signed in.',
          'If you started with the questionnaire, we create the account for you and e-mail a temporary password. Please change it in your Profile the first time you sign in.',
        ],
      },
      {
        question: 'What can I change on my Profile page?',
        answer: [
          'Open your name in the menu and choose Profile. There you can update your name, phone number, address and zip code. Your e-mail address is shown for reference and cannot be edited, because it is how you sign in.',
        ],
      },
      {
        question: 'How do I add or edit my children?',
        answer: [
          'The Children section of your Profile lists every child with their own form: name, age and rising grade. Edit a child and save to update them; interests, dates and preferences are the questionnaire\u2019s answers, which your program specialist works from.',
          'To start a plan for another child, use the button in the Children section. If you plan a sibling, we copy your family details into the new questionnaire so you only answer the child-specific questions. A child\u2019s form is locked while their itinerary is approved or canceled.',
        ],
      },
      {
        question: 'How do I change my password?',
        answer: [
          'Go to Profile and find Change Password. Enter your current password, then your new password twice, and save. If you were given a temporary password, you only choose the new one. For your security, other devices where you were signed in will need to sign in again. Forgot your password? Use the Forgot your password? link on the sign-in page and we will e-mail you a reset link.',
        ],
      },
      {
        question: 'Where do I see my current subscription, and how do I upgrade?',
        answer: [
          'Your Profile shows your Current subscription type: One-Time, Monthly, Annually or Not Subscribed. If you are on a single plan, the Upgrade button takes you to the packages so you can move to Premium and plan for more children or more seasons.',
        ],
      },
      {
        question: 'How do I delete my account?',
        answer: [
          'At the bottom of your Profile, choose Delete account and confirm by typing DELETE. Your personal details and your children\u2019s are removed, plans not yet approved are canceled, and you are signed out. Payments already made to providers for booked activities are not affected; contact the provider for their cancellation policy.',
        ],
      },
    ],
  },
  {
    id: 'itinerary-and-calendar',
    title: 'Itinerary and Calendar',
    items: [
      {
        question: 'How long does it take to receive my itinerary?',
        answer: [
          'A program specialist introduces themselves within 8 business hours of your questionnaire. Your first itinerary is usually ready within 2 business days; in the busiest weeks of registration season it can take a little longer, and we will keep you posted.',
        ],
      },
      {
        question: 'What is the difference between the In Progress and Approved tabs?',
        answer: [
          'In Progress holds itineraries that are still being worked on: new, being built by your specialist, waiting for your review, with a change request, or accepted by you. Approved holds the final itineraries your specialist has confirmed. Both lists show the newest first.',
        ],
      },
      {
        question: 'What does an itinerary show?',
        answer: [
          'Each activity card shows the provider, title, payment status, dates and duration, daily times, ages, grade, camp type, price, available seats, location and a description, with photos or video when the provider has them. You will also find links to the camp page and the waiver form, and, once approved, the provider\u2019s cancellation policy.',
        ],
      },
      {
        question: 'How do I accept an itinerary or ask for changes?',
        answer: [
          'When an itinerary is ready for review, choose Accept Itinerary and confirm. If something does not fit, choose to request changes: pick the activity, tick the reasons (Date, Location, Price, Program or Other) and add a comment. Your specialist sends a revised itinerary.',
        ],
      },
      {
        question: 'How do I book and pay for activities?',
        answer: [
          'Activities marked as available for payment can be paid directly from your itinerary through our secure card payment page. For other programs, the card links to the provider\u2019s own registration and your specialist can help with easy booking.',
        ],
      },
      {
        question: 'How does the Calendar work?',
        answer: [
          'The Calendar shows every approved itinerary on a month grid or a list. Use the arrows beside the month name to move between months. The children filter lets you show or hide each child\u2019s activities, and when a day has more than three events, See all opens the full list.',
          'The Friends area lists approved itineraries that friends shared with you and that you accepted; switch each one on to see it next to your own plans.',
        ],
      },
    ],
  },
  {
    id: 'plan-with-friends',
    title: 'Plan with friends',
    items: [
      {
        question: 'How do I invite a friend to join our activities?',
        answer: [
          'From one of your itineraries, choose invite friends. Enter your friend\u2019s e-mail, select the activities you would like to share and edit the message if you wish; we prefill a friendly one. Your friend receives an e-mail with a link to see the activities.',
        ],
      },
      {
        question: 'Someone shared activities with me. Where do I find them?',
        answer: [
          'Sign in and open the Share with me tab in your Profile. It appears as soon as a friend has shared an itinerary with you. Choose a child to see which of their activities fit, then accept or decline each invitation with an optional comment for your friend.',
        ],
      },
      {
        question: 'Does my friend need an account?',
        answer: [
          'Yes. Friends create a free parent account with the e-mail the invitation was sent to, so the shared itinerary appears for them automatically.',
        ],
      },
      {
        question: 'Will friends\u2019 activities show on my calendar?',
        answer: [
          'Yes, once you accept them. Accepted friend itineraries appear in the Friends area of your calendar, and you can show or hide each one, which is handy for planning carpools.',
        ],
      },
    ],
  },
  {
    id: 'mia',
    title: 'MIA',
    items: [
      {
        question: 'Who is MIA?',
        answer: [
          'MIA, My Itinerary Assistant, is our virtual concierge. It is available on each itinerary and answers questions about the activities in it: what to pack, daily times, locations, ages and prices. MIA is in BETA, so we keep improving it with your feedback.',
        ],
      },
      {
        question: 'How do I ask MIA a question?',
        answer: [
          'Open an itinerary and type in the chat box under Enter your question. Press Enter or the send button; use Shift and Enter for a new line. The conversation stays with the itinerary so you can come back to it later.',
        ],
      },
      {
        question: 'Can MIA change my itinerary or book a camp?',
        answer: [
          'Not yet. MIA answers questions; changes to your itinerary go through your program specialist with a change request, and bookings through the itinerary\u2019s payment and booking buttons.',
        ],
      },
      {
        question: 'Is MIA included in my package?',
        answer: [
          'MIA is part of every package, alongside the calendar planner, friends and family collaboration, easy booking and cancellation assistance.',
        ],
      },
    ],
  },
];
