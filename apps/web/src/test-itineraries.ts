import type { FriendItinerary } from '@camp/shared/friends-itinerary';
import type {
  ParentItinerary,
  ParentItineraryActivity,
  ParentItineraryActivityCard,
} from '@camp/shared/parent-itinerary';
import { questionnaireFieldsSchema, type Questionnaire } from '@camp/shared/questionnaire';
import type { SpecialistItinerary } from '@camp/shared/specialist-itinerary';

// The API's itinerary shapes for the web tests (the parent's itineraries, 'Share with me'):
// complete objects, each test overriding what it is about.

export function makeActivityCard(
  over: Partial<ParentItineraryActivityCard> = {},
): ParentItineraryActivityCard {
  return {
    id: 31,
    name: 'Robotics Camp',
    provider_id: 4,
    provider_name: 'Oak City Makers Lab',
    provider_logo: null,
    url: 'https://makers.example/robotics?utm_source=campconcierge&utm_medium=referral&utm_campaign=itinerary',
    price: 300,
    fee: 30,
    start_date: '2026-07-06',
    end_date: '2026-07-10',
    meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '09:00',
    end_time: '15:00',
    location: '1 Glenwood Ave, Raleigh, NC',
    latitude: 35.78,
    longitude: -78.64,
    camp_type: 'Day',
    total_seats: 20,
    reserved_seats: 8,
    available_seats: 12,
    discounts: null,
    description: 'Build and race robots.',
    media_link: null,
    optional_media_link: null,
    age_min: 8,
    age_max: 12,
    grade_level_start: 3,
    grade_level_end: 6,
    instructor: null,
    what_to_bring: null,
    waiver_form_url: null,
    cancellation_policy: 'Full refund until June 1.',
    ...over,
  };
}

export function makeItineraryActivity(
  activity: ParentItineraryActivityCard,
  over: Partial<ParentItineraryActivity> = {},
): ParentItineraryActivity {
  return {
    id: activity.id + 100,
    itinerary_id: 5,
    payment_status: 'booking_available',
    start_date: activity.start_date,
    processed: false,
    activity,
    cancellation: null,
    ...over,
  };
}

export function makeParentItinerary(over: Partial<ParentItinerary> = {}): ParentItinerary {
  const activities = over.activities ?? [makeActivityCard()];
  return {
    id: 5,
    status: 'review',
    created_at: '2026-06-03T13:05:00.000Z',
    parent_name: 'Pat Morgan',
    child: { id: 3, first_name: 'Emma', age: 9, rising_grade_level: 4 },
    questionnaire: null,
    activity_dates: { start: '2026-07-06', end: '2026-07-10' },
    color: null,
    activities,
    itinerary_activities: activities.map((a) => makeItineraryActivity(a)),
    totals: { total: 330, online_payment: 0 },
    specialist: { name: 'Sam Specialist', email: 'sam@example.com', photo: null },
    message: 'Here is a first plan for Emma.',
    change_requests: [],
    parents_itineraries: [],
    actions: {
      can_accept: true,
      can_request_changes: true,
      can_invite: true,
      blocked_reason: null,
    },
    schedule_checks: [],
    ...over,
  };
}

export function makeFriendItinerary(over: Partial<FriendItinerary> = {}): FriendItinerary {
  return {
    id: 70,
    status: 'draft',
    comment: null,
    text: 'Join us!',
    invited_by: { name: 'Pat Morgan', email: 'pat.morgan@example.com' },
    child_id: null,
    itinerary: {
      id: 5,
      status: 'review',
      child: { name: 'Emma' },
      activity_dates: { start: '2026-07-06', end: '2026-07-10' },
      color: null,
      specialist: { name: 'Sam Specialist', email: 'sam@example.com', photo: null },
      activities: [makeActivityCard()],
    },
    ...over,
  };
}

export function makeChildQuestionnaire(
  childId: number,
  name: string,
  age: number,
  over: Partial<Questionnaire> = {},
): Questionnaire {
  return {
    id: childId + 1000,
    status: 'submitted',
    child_id: childId,
    itinerary_id: null,
    itinerary_status: null,
    editable: true,
    fields: { ...blankFields(), child_first_name: name, age },
    created_at: '2026-05-01T10:00:00.000Z',
    submitted_at: '2026-05-01T10:30:00.000Z',
    ...over,
  };
}

/** Every questionnaire field empty: lists as [], the rest null. */
export function blankFields(): Questionnaire['fields'] {
  return questionnaireFieldsSchema.parse(
    Object.fromEntries(
      Object.entries(questionnaireFieldsSchema.shape).map(([key, schema]) => [
        key,
        schema.safeParse([]).success ? [] : null,
      ]),
    ),
  );
}

/** The specialist's view of an itinerary with no activities, each test adding what it is about. */
export function makeSpecialistItinerary(
  over: Partial<SpecialistItinerary> = {},
): SpecialistItinerary {
  return {
    id: 5,
    status: 'accepted',
    parent_name: 'Jamie Fox',
    parent: {
      id: 2,
      name: 'Jamie Fox',
      first_name: 'Jamie',
      email: 'jamie@example.com',
      phone_number: null,
      package_type: 'Premium',
      order_status: 'paid',
    },
    child: { id: 3, first_name: 'Riley', age: 9, rising_grade_level: 4 },
    questionnaire: null,
    activity_dates: null,
    color: null,
    location: null,
    coordinates: null,
    message: null,
    specialist_notes: null,
    sent_at: null,
    specialist: null,
    itinerary_activities: [],
    totals: { total: 0, online_payment: 0 },
    change_requests: [],
    parents_itineraries: [],
    schedule_checks: [],
    ...over,
  };
}
