import type { CampType } from '@camp/shared/enums';

/** Artwork theme of a spotlight slide (an icon and a color pair). */
export type SpotlightArt =
  | 'robot'
  | 'river'
  | 'theater'
  | 'farm'
  | 'palette'
  | 'soccer'
  | 'sailing'
  | 'code'
  | 'kitchen'
  | 'strings'
  | 'climbing'
  | 'dance'
  | 'gymnastics';

export interface SpotlightProvider {
  /** Anchor of the provider's entry on /resources. */
  slug: string;
  name: string;
  town: string;
  ages: { min: number; max: number };
  interests: string[];
  campTypes: CampType[];
  /** One line on the carousel slide. */
  summary: string;
  art: SpotlightArt;
  /** The blog entry on /resources: paragraphs, then what parents tell us to ask. */
  blog: { title: string; paragraphs: string[]; goodToKnow: string[] };
}

/**
 * The thirteen programs of the home-page spotlight, each with its blog entry on /resources.
 * Every one of the seven camp types appears at least once.
 */
export const SPOTLIGHT_PROVIDERS: SpotlightProvider[] = [
  {
    slug: 'oak-city-makers-lab',
    name: 'Oak City Makers Lab',
    town: 'Raleigh (Glenwood South)',
    ages: { min: 7, max: 14 },
    interests: ['Robotics', 'Coding', 'Science'],
    campTypes: ['Day', 'Track-Out', 'Afterschool'],
    summary: 'Kids design, wire and program their own robots, then race them on Friday.',
    art: 'robot',
    blog: {
      title: 'Oak City Makers Lab: where Friday is race day',
      paragraphs: [
        'Oak City Makers Lab runs week-long day camps in a converted warehouse a few blocks from Glenwood Avenue. Campers work in teams of three at their own bench, and every week ends with a showcase: robots built on Monday race, sort or draw in front of families on Friday afternoon.',
        'Younger campers (7 to 9) start with snap-together kits and block-based coding; older campers move on to microcontrollers, soldering with supervision and Python. Instructors are engineering students from local universities, with one adult for every eight children.',
        'Because the lab also runs track-out weeks for year-round calendars and an after-school club on Tuesdays and Thursdays, it is one of the programs our specialists use most often to fill the gaps between longer summer camps.',
      ],
      goodToKnow: [
        'Closed-toe shoes are required at the benches.',
        'Projects go home at the end of the week, so plan space on the kitchen table.',
        'Extended care is available from 8:00 AM and until 5:30 PM for a small daily fee.',
      ],
    },
  },
  {
    slug: 'neuse-river-outdoor-school',
    name: 'Neuse River Outdoor School',
    town: 'Knightdale',
    ages: { min: 6, max: 13 },
    interests: ['Hiking', 'Fishing', 'Environmental Awareness'],
    campTypes: ['Day', 'Overnight'],
    summary: 'Creek walks, fishing lessons and a first night under the stars for older campers.',
    art: 'river',
    blog: {
      title: 'Neuse River Outdoor School: a summer spent outside',
      paragraphs: [
        'This nature school spends almost every hour outdoors along the Neuse River greenway. Days are organized around a theme (water, woods, wildlife, weather) and include creek walks, catch-and-release fishing, journaling and plenty of unstructured play.',
        'Campers aged 10 to 13 can join a three-day overnight session with two nights in platform tents on the school grounds. It is a gentle first sleep-away experience: the camp is twenty minutes from downtown Raleigh and counselors call home the first evening.',
        'Parents tell us their children come home tired, muddy and full of facts about turtles. If your child is curious about animals or needs a break from screens, this is an easy yes.',
      ],
      goodToKnow: [
        'Send a refillable water bottle, sunscreen and shoes that can get wet.',
        'Sessions run rain or shine; the shelter is used during thunderstorms.',
        'The overnight session requires a short phone call with the director beforehand.',
      ],
    },
  },
  {
    slug: 'triangle-young-actors-studio',
    name: 'Triangle Young Actors Studio',
    town: 'Cary',
    ages: { min: 8, max: 17 },
    interests: ['Acting', 'Musical/Broadway', 'Comedy / Improv'],
    campTypes: ['Day', 'Classes', 'Track-Out'],
    summary: 'Two-week productions with real costumes, lighting and a matinee for families.',
    art: 'theater',
    blog: {
      title: 'Triangle Young Actors Studio: from audition to curtain call',
      paragraphs: [
        'Each two-week session at Triangle Young Actors Studio produces a short musical or play. Campers audition on the first morning (everyone gets a part), rehearse scenes and songs, help paint the set, and perform a matinee for families on the final Friday.',
        'Teens can choose a technical track instead of the stage and learn lighting, sound and stage management from the studio\u2019s production staff. Weekly evening classes in improv and audition technique run during the school year.',
        'Shy children often surprise their parents here: the improv games in the first days are designed so that nobody is put on the spot alone.',
      ],
      goodToKnow: [
        'Tickets to the family matinee are free; seating is first come, first served.',
        'Sessions are grouped by age: 8 to 11 and 12 to 17.',
        'Scripts come home on day three; ten minutes of practice a night goes a long way.',
      ],
    },
  },
  {
    slug: 'wake-forest-farm-and-saddle',
    name: 'Wake Forest Farm & Saddle Camp',
    town: 'Wake Forest',
    ages: { min: 7, max: 16 },
    interests: ['Horseback Riding', 'Farming', 'Gardening'],
    campTypes: ['Day', 'Overnight'],
    summary: 'Daily riding lessons, barn chores and a vegetable garden campers tend all week.',
    art: 'farm',
    blog: {
      title: 'Wake Forest Farm & Saddle Camp: responsibility with a side of hay',
      paragraphs: [
        'On this family-run farm north of Raleigh, campers start each morning in the barn: feeding, grooming and learning to read a horse\u2019s mood. Every camper gets a riding lesson each day in a group matched to their experience, from first time in the saddle to trail riding.',
        'Afternoons are spent in the garden and with the smaller animals (goats, chickens and two very patient rabbits). Older campers can stay for a Thursday overnight with a campfire and a sunrise ride on Friday.',
        'It suits children who like animals and routines, and it is one of the few riding programs in the area that welcomes complete beginners.',
      ],
      goodToKnow: [
        'Long pants and boots with a small heel are required for riding; helmets are provided.',
        'Riders are grouped by experience, not age.',
        'The farm is about 30 minutes from central Raleigh; a carpool list is shared before camp.',
      ],
    },
  },
  {
    slug: 'five-points-clay-and-canvas',
    name: 'Five Points Clay & Canvas',
    town: 'Raleigh (Five Points)',
    ages: { min: 6, max: 14 },
    interests: ['Pottery', 'Painting', 'Drawing'],
    campTypes: ['Classes', 'Afterschool', 'Day'],
    summary: 'Wheel-thrown bowls, watercolor landscapes and a gallery night to finish.',
    art: 'palette',
    blog: {
      title: 'Five Points Clay & Canvas: art that comes home fired and glazed',
      paragraphs: [
        'This neighborhood studio splits each camp day between the clay room and the painting studio. Campers learn hand-building and, from age nine, the wheel; pieces are glazed and fired the following week and are ready to collect with a small gallery night.',
        'The after-school program picks children up from three nearby elementary schools and runs until 6:00 PM, with a snack and homework time before the art starts.',
        'Groups are small (ten children at most), so it works well for children who find big camps overwhelming.',
      ],
      goodToKnow: [
        'Clothes will meet paint and clay: send something you do not mind losing.',
        'Fired pieces are ready about ten days after the session ends.',
        'Sibling discounts are available when both children attend the same week.',
      ],
    },
  },
  {
    slug: 'capital-kicks-soccer-academy',
    name: 'Capital Kicks Soccer Academy',
    town: 'Raleigh (North Hills)',
    ages: { min: 4, max: 12 },
    interests: ['Soccer', 'Friendship Skills', 'Leadership'],
    campTypes: ['Day', 'Track-Out', 'Afterschool'],
    summary: 'Half-day and full-day soccer with coaches who keep it fun for first-timers.',
    art: 'soccer',
    blog: {
      title: 'Capital Kicks Soccer Academy: footwork, teamwork, fun',
      paragraphs: [
        'Capital Kicks runs soccer camps on turf fields with shade tents and water stations. The youngest players (4 to 6) play short half-day sessions built on games rather than drills; older players work on technique in the morning and play small-sided matches in the afternoon.',
        'Coaches hold youth licenses and keep a ratio of one coach for ten players. Each camper receives written feedback at the end of the week, which many parents find useful when choosing a fall team.',
        'The academy also offers track-out weeks and an after-school program at two elementary schools, which makes it easy to keep an active child moving year-round.',
      ],
      goodToKnow: [
        'Shin guards and a full water bottle every day; cleats are recommended but not required.',
        'On days with a heat advisory the schedule moves indoors to the gym next door.',
        'A camp shirt and ball are included in the price.',
      ],
    },
  },
  {
    slug: 'jordan-lake-sailing-school',
    name: 'Jordan Lake Sailing School',
    town: 'Apex',
    ages: { min: 9, max: 17 },
    interests: ['Boating/Sailing', 'Swimming', 'Independence'],
    campTypes: ['Day'],
    summary: 'Young sailors learn to rig, steer and capsize safely in small boats on the lake.',
    art: 'sailing',
    blog: {
      title: 'Jordan Lake Sailing School: confidence on the water',
      paragraphs: [
        'Sailing camp starts on land: knots, parts of the boat and how to rig. By the second day campers are on the water in two-person dinghies, with instructors following in a safety boat. Everyone practices a capsize on purpose, which turns out to be the favorite moment of the week.',
        'Experienced sailors can join the advanced week, which covers racing rules and longer sails across the lake. Certified instructors lead every group and life jackets are worn at all times on the docks and the water.',
        'We recommend it for children who are comfortable swimmers and who enjoy a bit of challenge; the independence they gain is something parents mention again and again.',
      ],
      goodToKnow: [
        'A swim check is held on the first morning.',
        'Pack a change of clothes, a towel and water shoes every day.',
        'Sessions run 9:00 AM to 3:00 PM; the school is about 35 minutes from downtown Raleigh.',
      ],
    },
  },
  {
    slug: 'cary-code-and-quest',
    name: 'Cary Code & Quest',
    town: 'Online (based in Cary)',
    ages: { min: 9, max: 16 },
    interests: ['Coding', 'Digital Art', 'eGames'],
    campTypes: ['Virtual', 'Classes', 'Track-Out'],
    summary: 'Live online classes where kids build their own games, levels and pixel art.',
    art: 'code',
    blog: {
      title: 'Cary Code & Quest: building games, not just playing them',
      paragraphs: [
        'Code & Quest teaches game design live online in groups of eight. Younger students build platform games with visual coding tools; teenagers move on to JavaScript and a real game engine. Each week ends with a showcase where students play each other\u2019s games.',
        'Cameras stay on, instructors know every child by name, and there is a movement break every 45 minutes. Classes run in the morning or the afternoon, so they fit around other camps or a family trip.',
        'For families with a busy summer, a virtual week is a useful way to keep a child engaged without another drive across town.',
      ],
      goodToKnow: [
        'A laptop or desktop computer is needed (tablets and Chromebooks work for the younger track).',
        'Projects stay online, so grandparents can play them too.',
        'Track-out sessions follow the year-round school calendars.',
      ],
    },
  },
  {
    slug: 'little-sous-chefs-kitchen',
    name: 'Little Sous Chefs Kitchen',
    town: 'Durham',
    ages: { min: 5, max: 13 },
    interests: ['Baking', 'Culinary Basics', 'International Cuisine'],
    campTypes: ['Classes', 'Night-Out', 'Day'],
    summary: 'Hands-on cooking camps, weekly classes and a Friday Parents\u2019 Night Out.',
    art: 'kitchen',
    blog: {
      title: 'Little Sous Chefs Kitchen: lunch is on the campers',
      paragraphs: [
        'In this teaching kitchen, campers cook the lunch they eat. Each day explores a cuisine (Italian, Mexican, Japanese, Southern), and children learn knife safety with kid-sized tools, measuring, and how to follow a recipe from start to finish.',
        'On the first Friday of each month the kitchen runs a Parents\u2019 Night Out from 6:00 to 9:30 PM: kids make pizza from scratch, decorate a dessert and watch a movie while parents get an evening off.',
        'Recipes come home in a binder each week, and more than a few parents have told us their child now cooks Sunday breakfast.',
      ],
      goodToKnow: [
        'The kitchen is nut-free; other allergies are handled with separate stations.',
        'Closed-toe shoes and long hair tied back, please.',
        'Night Out fills quickly: reserve a week ahead.',
      ],
    },
  },
  {
    slug: 'hillsborough-street-strings',
    name: 'Hillsborough Street Strings',
    town: 'Raleigh (University area)',
    ages: { min: 6, max: 18 },
    interests: ['Strings', 'Piano', 'Guitar'],
    campTypes: ['Classes', 'Day'],
    summary: 'Ensemble camps and private lessons for beginners through youth-orchestra level.',
    art: 'strings',
    blog: {
      title: 'Hillsborough Street Strings: making music together',
      paragraphs: [
        'This community music school offers summer ensemble camps for violin, viola, cello, guitar and piano. Mornings are for sectionals and music theory games; afternoons bring everyone together in an ensemble that performs on the last day.',
        'Instruments can be rented for the week, so children can try one before committing. During the school year the school offers private and group lessons with flexible scheduling.',
        'Teachers are working musicians and music-education students, and beginners are genuinely welcome: no audition is required for the introductory camps.',
      ],
      goodToKnow: [
        'Rental instruments are fitted to your child on the first morning.',
        'The advanced ensemble asks for a short video audition.',
        'Parking is tight near campus; the school shares a drop-off plan before camp.',
      ],
    },
  },
  {
    slug: 'falls-lake-adventure-camp',
    name: 'Falls Lake Adventure Camp',
    town: 'Wake Forest (Falls Lake)',
    ages: { min: 8, max: 15 },
    interests: ['Archery', 'Rock Climbing', 'Hiking'],
    campTypes: ['Overnight', 'Day'],
    summary: 'Archery, a climbing tower and one-week sleep-away sessions by the lake.',
    art: 'climbing',
    blog: {
      title: 'Falls Lake Adventure Camp: the classic sleep-away week',
      paragraphs: [
        'Falls Lake Adventure Camp offers the traditional summer camp experience close to home: cabins, a dining hall, a climbing tower, an archery range and evening campfires. Overnight sessions run Sunday to Saturday; day campers join the same activities from 8:30 AM to 4:00 PM.',
        'Each cabin has two trained counselors and campers choose two activity blocks per day. Certified staff run the climbing tower and archery range, and a nurse is on site around the clock.',
        'It is a popular first sleep-away camp because home is never far: the camp posts daily photos and families can send e-mail that is printed for campers at lunch.',
      ],
      goodToKnow: [
        'Phones stay at home during overnight sessions; camp shares photos daily.',
        'Friend requests for cabins are honored when both campers list each other.',
        'A packing list arrives two weeks before the session.',
      ],
    },
  },
  {
    slug: 'starlight-dance-conservatory',
    name: 'Starlight Dance Conservatory',
    town: 'Morrisville',
    ages: { min: 4, max: 16 },
    interests: ['Ballet', 'Hip Hop', 'Tap'],
    campTypes: ['Classes', 'Day', 'Night-Out'],
    summary: 'Themed dance weeks for little ones and technique intensives for older dancers.',
    art: 'dance',
    blog: {
      title: 'Starlight Dance Conservatory: every style, every level',
      paragraphs: [
        'Starlight\u2019s summer weeks for ages 4 to 7 are built around a story (princesses and pirates, under the sea, space), mixing ballet and tap with crafts and a costume parade. Older dancers choose intensives in ballet, contemporary or hip hop with a short performance on Friday.',
        'The conservatory also runs a monthly Saturday Dance Night Out for ages 5 to 12, and year-round weekly classes with recitals in December and May.',
        'Studios have sprung floors and viewing windows, and teachers are patient with beginners. It is a good match for energetic children who love music.',
      ],
      goodToKnow: [
        'Any comfortable clothes work for camp; ballet shoes can be borrowed for the week.',
        'Half-day options are available for the youngest dancers.',
        'Performances are streamed for family members who cannot attend.',
      ],
    },
  },
  {
    slug: 'tumble-town-gymnastics',
    name: 'Tumble Town Gymnastics',
    town: 'Garner',
    ages: { min: 4, max: 12 },
    interests: ['Gymnastics', 'Cheerleading', 'Self-Esteem'],
    campTypes: ['Night-Out', 'Afterschool', 'Track-Out'],
    summary: 'Trampolines, foam pits and Friday Kids\u2019 Night Out in a big, bright gym.',
    art: 'gymnastics',
    blog: {
      title: 'Tumble Town Gymnastics: the best way to burn off energy',
      paragraphs: [
        'Tumble Town runs track-out camps and an after-school pick-up program in a large gym full of trampolines, foam pits, bars and beams. Coaches teach real skills in short rotations, with games and crafts in between to keep the day varied.',
        'Every Friday evening the gym hosts Kids\u2019 Night Out: open gym, a pizza dinner and a movie from 6:00 to 10:00 PM. It is a favorite with parents who want a date night and children who want to jump.',
        'Coaches are certified in safety and first aid, and the youngest groups have one coach for every six children.',
      ],
      goodToKnow: [
        'Bare feet on the equipment; no jewelry.',
        'After-school pick-up covers five elementary schools in Garner and south Raleigh.',
        'Night Out can be booked up to the Thursday before.',
      ],
    },
  },
];

export function agesLabel(p: Pick<SpotlightProvider, 'ages'>): string {
  return `Ages ${p.ages.min}\u2013${p.ages.max}`;
}
