import type { PROGRAM_INTERESTS } from '@camp/shared/enums';
import type { ProviderFocus } from './catalog.js';

export interface DemoProvider extends ProviderFocus {
  name: string;
  slug: string;
  skuPrefix: string;
  address: string;
  city: string;
  zipCode: string;
  phoneNumber: string;
  latitude: number;
  longitude: number;
  description: string;
  personalGrowth: string;
  /** Program-kind interests (the program form's options); skill groups belong to activities. */
  programInterests: readonly (typeof PROGRAM_INTERESTS)[number][];
  specialNeeds: Partial<
    Record<'physical_disabilities' | 'learning_disabilities' | 'dietary', string>
  >;
  financialAidPercent: number | null;
}

/**
 * The 13 demo programs around Raleigh, NC (the home page spotlights 13 providers). Names and
 * phone numbers are invented (555 numbers); addresses and coordinates are real places in the
 * Triangle so distance search behaves as it would in production.
 */
export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    name: 'Triangle Young Scientists Academy',
    slug: 'triangleyoungscientists',
    skuPrefix: 'TYSA',
    address: '11 W Jones St',
    city: 'Raleigh',
    zipCode: '27601',
    phoneNumber: '+19195550101',
    latitude: 35.78215,
    longitude: -78.63945,
    description:
      'Downtown science camps where kids run real experiments, from fossil digs to rocket launches, led by working scientists and teachers.',
    personalGrowth: 'Curiosity, persistence and explaining your thinking to others.',
    programInterests: ['Self-esteem', 'Independence', 'Peer Relationships'],
    focus: [{ group: 'Academics', skills: ['Science', 'Space', 'Math', 'History', 'Writing'] }],
    campTypes: ['Day', 'Track-Out', 'Afterschool', 'Classes'],
    specialNeeds: { learning_disabilities: 'Small groups and a quiet room are available.' },
    financialAidPercent: 25,
  },
  {
    name: 'Oak City Art Studio',
    slug: 'oakcityartstudio',
    skuPrefix: 'OCAS',
    address: '201 E Davie St',
    city: 'Raleigh',
    zipCode: '27601',
    phoneNumber: '+19195550102',
    latitude: 35.77454,
    longitude: -78.63612,
    description:
      'A working artists’ studio that opens its doors to young makers for painting, pottery, printmaking and mixed-media projects.',
    personalGrowth: 'Self-expression and the confidence to share unfinished work.',
    programInterests: ['Self-esteem', 'Friendship Skills', 'Social Comfort'],
    focus: [{ group: 'Arts & Crafts' }],
    campTypes: ['Day', 'Classes', 'Night-Out', 'Afterschool'],
    specialNeeds: { physical_disabilities: 'Step-free studio with adjustable tables.' },
    financialAidPercent: null,
  },
  {
    name: 'Capital Area Soccer Academy',
    slug: 'capitalareasoccer',
    skuPrefix: 'CASA',
    address: '2401 Wake Forest Rd',
    city: 'Raleigh',
    zipCode: '27608',
    phoneNumber: '+19195550103',
    latitude: 35.812,
    longitude: -78.6239,
    description:
      'Licensed coaches, full-size fields and age-grouped training for players from first kicks to high-school varsity hopefuls.',
    personalGrowth: 'Teamwork, resilience and leadership on and off the field.',
    programInterests: ['Leadership', 'Friendship Skills', 'Peer Relationships'],
    focus: [{ group: 'Sports', skills: ['Soccer'] }],
    campTypes: ['Day', 'Track-Out', 'Classes'],
    specialNeeds: {},
    financialAidPercent: 15,
  },
  {
    name: 'Umstead Trails Outdoor School',
    slug: 'umsteadtrails',
    skuPrefix: 'UTOS',
    address: '8801 Glenwood Ave',
    city: 'Raleigh',
    zipCode: '27617',
    phoneNumber: '+19195550104',
    latitude: 35.8898,
    longitude: -78.753,
    description:
      'Forest school programs and overnight trips among the trails and lakes of western Wake County.',
    personalGrowth: 'Independence, environmental stewardship and good judgment outdoors.',
    programInterests: ['Adventure and Exploration', 'Environmental Awareness', 'Independence'],
    focus: [
      {
        group: 'Outdoor Activities',
        skills: ['Hiking', 'Fishing', 'Archery', 'Gardening', 'Rock Climbing', 'Farming'],
      },
    ],
    campTypes: ['Day', 'Overnight', 'Track-Out'],
    specialNeeds: { dietary: 'Vegetarian and nut-free meals on overnight trips.' },
    financialAidPercent: 30,
  },
  {
    name: 'Pullen Park Dance Collective',
    slug: 'pullenparkdance',
    skuPrefix: 'PPDC',
    address: '408 Ashe Ave',
    city: 'Raleigh',
    zipCode: '27606',
    phoneNumber: '+19195550105',
    latitude: 35.7779,
    longitude: -78.6612,
    description:
      'Ballet, tap, hip hop and contemporary dance in bright studios beside Pullen Park, ending every session with a family showcase.',
    personalGrowth: 'Discipline, body confidence and performing with others.',
    programInterests: ['Self-esteem', 'Social Comfort', 'Friendship Skills'],
    focus: [{ group: 'Dance' }],
    campTypes: ['Classes', 'Day', 'Afterschool', 'Night-Out'],
    specialNeeds: { physical_disabilities: 'Adaptive dance classes on request.' },
    financialAidPercent: null,
  },
  {
    name: 'Five Points School of Music',
    slug: 'fivepointsmusic',
    skuPrefix: 'FPSM',
    address: '1800 Glenwood Ave',
    city: 'Raleigh',
    zipCode: '27608',
    phoneNumber: '+19195550106',
    latitude: 35.8041,
    longitude: -78.6477,
    description:
      'Private and group lessons, rock bands and chamber ensembles for young musicians, in person and online.',
    personalGrowth: 'Practice habits, patience and performing without fear.',
    programInterests: ['Self-esteem', 'Independence', 'Values and Decisions'],
    focus: [{ group: 'Music' }],
    campTypes: ['Classes', 'Day', 'Virtual', 'Afterschool'],
    specialNeeds: { learning_disabilities: 'Teachers trained in adaptive music instruction.' },
    financialAidPercent: 20,
  },
  {
    name: 'Cary Stage Youth Theater',
    slug: 'carystageyouth',
    skuPrefix: 'CSYT',
    address: '101 Dry Ave',
    city: 'Cary',
    zipCode: '27511',
    phoneNumber: '+19195550107',
    latitude: 35.7882,
    longitude: -78.7809,
    description:
      'Acting, musical theater and improv camps that put every child on stage, with costumes and sets built by the campers themselves.',
    personalGrowth: 'Speaking up, empathy and collaboration.',
    programInterests: ['Social Comfort', 'Self-esteem', 'Leadership'],
    focus: [{ group: 'Theater' }, { group: 'Music', skills: ['Vocals'] }],
    campTypes: ['Day', 'Track-Out', 'Classes', 'Night-Out'],
    specialNeeds: {},
    financialAidPercent: 10,
  },
  {
    name: 'Little Chefs Culinary School',
    slug: 'littlechefsdurham',
    skuPrefix: 'LCCS',
    address: '318 Blackwell St',
    city: 'Durham',
    zipCode: '27701',
    phoneNumber: '+19195550108',
    latitude: 35.9923,
    longitude: -78.9027,
    description:
      'A teaching kitchen where kids cook from scratch: breads, pasta, world cuisines and plenty of cookies.',
    personalGrowth: 'Independence in the kitchen and healthy habits for life.',
    programInterests: ['Independence', 'Friendship Skills', 'Values and Decisions'],
    focus: [{ group: 'Cooking & Baking' }],
    campTypes: ['Classes', 'Day', 'Night-Out', 'Virtual'],
    specialNeeds: { dietary: 'Nut-free kitchen; gluten-free recipes on request.' },
    financialAidPercent: null,
  },
  {
    name: 'Lake Johnson Paddle & Sail',
    slug: 'lakejohnsonpaddle',
    skuPrefix: 'LJPS',
    address: '4601 Avent Ferry Rd',
    city: 'Raleigh',
    zipCode: '27606',
    phoneNumber: '+19195550109',
    latitude: 35.7633,
    longitude: -78.7133,
    description:
      'Kayaking, canoeing and small-boat sailing on Lake Johnson with certified instructors and a strong focus on water safety.',
    personalGrowth: 'Confidence on the water and respect for nature.',
    programInterests: ['Adventure and Exploration', 'Environmental Awareness', 'Independence'],
    focus: [
      { group: 'Outdoor Activities', skills: ['Boating/Sailing', 'Fishing', 'Swimming'] },
      { group: 'Sports', skills: ['Swimming'] },
    ],
    campTypes: ['Day', 'Track-Out'],
    specialNeeds: { physical_disabilities: 'Adaptive kayaks and a floating dock.' },
    financialAidPercent: null,
  },
  {
    name: 'RTP Robotics & Coding Lab',
    slug: 'rtproboticslab',
    skuPrefix: 'RTPR',
    address: '4800 Emperor Blvd',
    city: 'Durham',
    zipCode: '27703',
    phoneNumber: '+19195550110',
    latitude: 35.884,
    longitude: -78.859,
    description:
      'Robotics, game design and coding camps in Research Triangle Park, taught by engineers and computer-science students.',
    personalGrowth: 'Problem solving, resilience after failure and teamwork.',
    programInterests: ['Leadership', 'Independence', 'Peer Relationships'],
    focus: [{ group: 'Academics', skills: ['Coding', 'Robotics', 'Digital Art', 'Math'] }],
    campTypes: ['Day', 'Virtual', 'Afterschool', 'Classes', 'Track-Out'],
    specialNeeds: { learning_disabilities: 'Neurodiverse-friendly teams with a low ratio.' },
    financialAidPercent: 20,
  },
  {
    name: 'Falls Lake Adventure Camp',
    slug: 'fallslakeadventure',
    skuPrefix: 'FLAC',
    address: '13304 Creedmoor Rd',
    city: 'Wake Forest',
    zipCode: '27587',
    phoneNumber: '+19195550111',
    latitude: 35.9608,
    longitude: -78.6668,
    description:
      'A traditional summer camp on the shores of Falls Lake: cabins, campfires, archery, canoes and arts and crafts.',
    personalGrowth: 'Independence away from home and lifelong friendships.',
    programInterests: ['Adventure and Exploration', 'Friendship Skills', 'Spirtuality/Faith'],
    focus: [
      { group: 'Outdoor Activities' },
      { group: 'Sports', skills: ['Swimming', 'Basketball', 'Volleyball'] },
      { group: 'Arts & Crafts', skills: ['Beads', 'Jewelry', 'Woodworking', 'Drawing'] },
    ],
    campTypes: ['Overnight', 'Day'],
    specialNeeds: {
      dietary: 'Allergy-aware dining hall.',
      physical_disabilities: 'Accessible cabins available.',
    },
    financialAidPercent: 40,
  },
  {
    name: 'North Hills Gymnastics & Cheer',
    slug: 'northhillsgym',
    skuPrefix: 'NHGC',
    address: '4209 Lassiter Mill Rd',
    city: 'Raleigh',
    zipCode: '27609',
    phoneNumber: '+19195550112',
    latitude: 35.8375,
    longitude: -78.6413,
    description:
      'Gymnastics, tumbling, cheer and dance in a fully equipped gym with coaches certified by USA Gymnastics.',
    personalGrowth: 'Goal setting, courage and supporting teammates.',
    programInterests: ['Self-esteem', 'Leadership', 'Peer Relationships'],
    focus: [
      { group: 'Sports', skills: ['Gymnastics', 'Cheerleading'] },
      { group: 'Dance', skills: ['Hip Hop', 'Contemporary'] },
    ],
    campTypes: ['Classes', 'Afterschool', 'Night-Out', 'Day'],
    specialNeeds: {},
    financialAidPercent: null,
  },
  {
    name: 'Apex Makers Guild',
    slug: 'apexmakers',
    skuPrefix: 'APMG',
    address: '215 N Salem St',
    city: 'Apex',
    zipCode: '27502',
    phoneNumber: '+19195550113',
    latitude: 35.7337,
    longitude: -78.8513,
    description:
      'A community makerspace with woodworking, sewing, 3D printing and electronics for curious kids who like to build.',
    personalGrowth: 'Creative confidence and finishing what you start.',
    programInterests: ['Independence', 'Self-esteem', 'Values and Decisions'],
    focus: [
      { group: 'Arts & Crafts', skills: ['Woodworking', 'Sewing', 'Papercraft', 'Photography'] },
      { group: 'Academics', skills: ['Robotics', 'Science', 'Coding'] },
    ],
    campTypes: ['Classes', 'Day', 'Virtual', 'Track-Out'],
    specialNeeds: { physical_disabilities: 'Ground-floor workshop with accessible benches.' },
    financialAidPercent: 15,
  },
];
