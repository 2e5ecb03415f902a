/** Texts of the home page blocks (the hero, concierge block, steps, testimonials, time savers). */

export const HERO = {
  eyebrow: 'Camps, classes and after-school programs',
  title: 'Your kids\u2019 best summer, planned by someone who knows every camp in town.',
  lead: 'Tell us about your family once. A program specialist builds a personalized itinerary of camps and activities around your children\u2019s interests, your schedule and your budget, so you can stop searching and start looking forward to summer.',
  points: [
    'Itinerary within 2 business days',
    'Real people, not just search results',
    'Book and pay in one place',
  ],
};

export interface ConciergePoint {
  key: 'care-free' | 'personalized' | 'trusted';
  title: string;
  text: string;
}

export const CONCIERGE_POINTS: ConciergePoint[] = [
  {
    key: 'care-free',
    title: 'Care-free',
    text: 'No more evenings of open tabs and spreadsheets. We research dates, prices, locations and availability, and hand you a plan that simply works.',
  },
  {
    key: 'personalized',
    title: 'Personalized',
    text: 'Every itinerary starts with your child: their interests, their friends, their energy level, plus the work schedule and budget of the grown-ups.',
  },
  {
    key: 'trusted',
    title: 'Trusted',
    text: 'Our specialists know the programs in your area and the people who run them. We only suggest camps we would be happy to send our own children to.',
  },
];

export interface Step {
  title: string;
  text: string;
}

/** The four steps of how it works. */
export const STEPS: Step[] = [
  {
    title: 'Share your family\u2019s needs',
    text: 'Answer a short questionnaire about each child: ages, interests, the weeks you need covered, location, budget and anything a camp should know.',
  },
  {
    title: 'Choose a package',
    text: 'Pick a single plan for one child, or go Premium for unlimited itineraries for all your kids throughout the year.',
  },
  {
    title: 'Receive your itinerary',
    text: 'A program specialist introduces themselves within 8 business hours and sends a personalized itinerary, usually within 2 business days.',
  },
  {
    title: 'Manage your plans',
    text: 'Accept the itinerary or ask for changes, book and pay, share with friends, and see every activity on one family calendar.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I used to spend every February building a color-coded spreadsheet of camps. This year I filled in one questionnaire and had a full summer for both boys two days later, including two weeks they could do together.',
    name: 'Jessica M.',
    detail: 'Mom of two, ages 7 and 10, North Raleigh',
  },
  {
    quote:
      'Our daughter is on a year-round calendar, so track-out weeks were always a scramble. Our specialist found programs for every track-out through June and they all fit our commute.',
    name: 'David and Priya S.',
    detail: 'Parents of a 3rd grader, Cary',
  },
  {
    quote:
      'What sold me was the personal touch. Our specialist remembered that our son is shy in big groups and suggested smaller programs. He came home happy every single day.',
    name: 'Amanda R.',
    detail: 'Mom of one, age 8, Wake Forest',
  },
  {
    quote:
      'Planning with friends is genius. I shared our itinerary with two other families, they accepted the weeks that worked for them, and suddenly we had a carpool for half the summer.',
    name: 'Carlos T.',
    detail: 'Dad of three, ages 5 to 12, Apex',
  },
  {
    quote:
      'I asked for a change on two camps because of a family trip, and the revised itinerary arrived the next morning. Everything is on one calendar, which my husband actually looks at.',
    name: 'Lauren K.',
    detail: 'Mom of two, ages 6 and 9, Durham',
  },
  {
    quote:
      'We moved to Raleigh in April and knew nobody. Camp Concierge gave us a summer full of great programs, and our kids made their first friends here at camp.',
    name: 'Mei L.',
    detail: 'Mom of two, ages 11 and 14, Morrisville',
  },
];

export interface TimeSaver {
  title: string;
  text: string;
}

/** Parent Time Savers: the seven benefits. */
export const TIME_SAVERS: TimeSaver[] = [
  {
    title: 'One questionnaire instead of dozens of websites',
    text: 'Tell us once about each child and we do the searching, comparing and checking of dates.',
  },
  {
    title: 'Every gap in the calendar covered',
    text: 'Summer weeks, track-out breaks, teacher workdays and after-school hours, all planned around your work schedule.',
  },
  {
    title: 'Options matched to real interests',
    text: 'Robotics, riding, theater or all three: suggestions fit what your child loves, their age and their grade.',
  },
  {
    title: 'All the details in one itinerary',
    text: 'Dates, daily times, prices, locations, available seats, waivers and cancellation policies side by side.',
  },
  {
    title: 'One family calendar',
    text: 'Approved activities for every child land on a single calendar, with friends\u2019 plans alongside yours.',
  },
  {
    title: 'Plan with friends, share the driving',
    text: 'Invite other families to join the activities you chose, and set up carpools in minutes.',
  },
  {
    title: 'Book, pay and get answers in one place',
    text: 'Easy booking, buy now pay later, help with cancellations, and MIA to answer questions about your itinerary at any hour.',
  },
];

export const NEWSLETTER_COPY = {
  title: 'Camp season tips, straight to your inbox',
  text: 'Registration opening dates, new programs around the Triangle and planning checklists. One e-mail a month, never spam.',
};
