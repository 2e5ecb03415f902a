/** Guides for parents on /resources (the provider entries come from providers.ts). */

export interface Article {
  slug: string;
  title: string;
  summary: string;
  readingMinutes: number;
  sections: { heading?: string; paragraphs?: string[]; list?: string[] }[];
}

export const ARTICLES: Article[] = [
  {
    slug: 'camp-planning-calendar',
    title: 'The camp planning calendar: when to do what',
    summary:
      'Popular programs fill months before summer. Here is a month-by-month plan that keeps you ahead.',
    readingMinutes: 4,
    sections: [
      {
        paragraphs: [
          'The families who get their first choices are rarely the ones who spend the most time searching; they are the ones who start early. Around the Triangle, the most popular weeks of specialty camps (sailing, riding, robotics, sleep-away sessions) often fill by early spring.',
        ],
      },
      {
        heading: 'December and January: decide what matters',
        paragraphs: [
          'Sit down with your children and your calendar. Which weeks do you need covered? Are there family trips, grandparents\u2019 visits or sports tournaments to plan around? What does each child want to try this year? Note your budget per week, including before- and after-care.',
        ],
      },
      {
        heading: 'January to March: register for the hard-to-get weeks',
        paragraphs: [
          'Overnight camps and small specialty programs open registration first. Book those anchor weeks, then build the rest of the summer around them. Ask about sibling discounts and early-bird pricing, and read each cancellation policy before paying.',
        ],
      },
      {
        heading: 'April and May: fill the gaps',
        paragraphs: [
          'Day camps and recreation programs still have space. This is the time to fill remaining weeks, line up carpools with friends, and collect waivers and medical forms.',
        ],
      },
      {
        heading: 'Two weeks before each camp',
        list: [
          'Re-read the packing list and drop-off instructions.',
          'Confirm daily times and pick-up arrangements.',
          'Label everything: water bottle, lunch box, hat, towel.',
        ],
      },
    ],
  },
  {
    slug: 'track-out-guide',
    title: 'A parent\u2019s guide to track-out camps',
    summary:
      'On a year-round school calendar? How to plan the three-week breaks without the last-minute scramble.',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'Year-round schools divide students into tracks that rotate through several weeks of school followed by a break of about three weeks, called track-out. It is a great rhythm for many children, but it means planning care several times a year instead of once.',
        ],
      },
      {
        heading: 'Plan the whole year at once',
        paragraphs: [
          'Track-out dates are published well in advance. Put every track-out for the school year on your calendar as soon as you have it, and look for programs that run dedicated track-out sessions. Many of them repeat themes less often than summer camps, so children can attend several times without getting bored.',
        ],
      },
      {
        heading: 'Mix and match',
        paragraphs: [
          'Three weeks is long for one program. A common pattern is one week of a sports or STEM camp, one week of an arts program and one week at home or with family. Children on different tracks can sometimes share a week if you plan early.',
        ],
      },
      {
        heading: 'Let us do it',
        paragraphs: [
          'A Premium package lets your specialist plan every track-out of the year for all your children, with friends\u2019 families if you like, so each break is sorted before the last one ends.',
        ],
      },
    ],
  },
  {
    slug: 'camp-types-explained',
    title: 'Day, overnight, night-out: seven camp types explained',
    summary: 'What each kind of program offers, and which children it tends to suit best.',
    readingMinutes: 4,
    sections: [
      {
        paragraphs: [
          'When you fill in our questionnaire you can tell us which kinds of programs suit your family. Here is what each one means.',
        ],
      },
      {
        list: [
          'Day camps run during working hours on weekdays, usually for one week. They are the backbone of most summers.',
          'Overnight camps keep children for one or more nights, from a single night under canvas to several weeks of sleep-away camp.',
          'Track-out camps are scheduled during the breaks of year-round school calendars.',
          'After-school programs pick children up from school and run until early evening, often with homework time.',
          'Classes meet weekly for a term, such as music lessons, dance or a coding class.',
          'Virtual programs are live online classes that children join from home.',
          'Night-out programs give parents an evening off: a few hours of games, dinner and a movie, usually on a Friday or Saturday.',
        ],
      },
      {
        paragraphs: [
          'Most families combine several types in a year. A first overnight camp close to home, for example, is a gentle step before a longer sleep-away session.',
        ],
      },
    ],
  },
  {
    slug: 'questions-before-booking',
    title: 'Ten questions to ask before you book a camp',
    summary: 'A quick checklist for comparing programs and avoiding surprises on the first day.',
    readingMinutes: 3,
    sections: [
      {
        list: [
          'What is the ratio of staff to children in my child\u2019s age group?',
          'How are counselors and instructors trained and screened?',
          'What does a typical day look like, hour by hour?',
          'Are before-care and after-care available, and what do they cost?',
          'How are food allergies, medication and special needs handled?',
          'What happens on very hot or rainy days?',
          'How do you handle homesickness or a child who is having a hard day?',
          'What is the cancellation and refund policy?',
          'Is lunch provided, or should we pack it?',
          'How will you communicate with parents during the session?',
        ],
      },
      {
        paragraphs: [
          'Your Camp Concierge itinerary shows ages, dates, daily times, prices, seats and cancellation policies for each activity, and MIA can answer many of these questions from the program details.',
        ],
      },
    ],
  },
  {
    slug: 'day-camp-packing-list',
    title: 'The day-camp packing list',
    summary: 'Everything that should be in the backpack, and a few things that should stay home.',
    readingMinutes: 2,
    sections: [
      {
        heading: 'Every day',
        list: [
          'A refillable water bottle, labelled',
          'Sunscreen and a hat',
          'Lunch and two snacks, unless the camp provides them',
          'Closed-toe shoes that can get dirty',
          'A change of clothes for the younger ones',
        ],
      },
      {
        heading: 'On water and outdoor days',
        list: ['Swimsuit and towel', 'Water shoes', 'Insect repellent', 'A light rain jacket'],
      },
      {
        heading: 'Leave at home',
        list: [
          'Valuables and jewelry',
          'Phones and tablets, unless the camp asks for them',
          'Toys that would be hard to lose',
        ],
      },
    ],
  },
];
