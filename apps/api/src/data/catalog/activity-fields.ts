import { activityDurationDays } from '@camp/shared/director-activity';
import { normalizeMeetingDays, WEEKDAYS, type Weekday } from '@camp/shared/meeting-days';
import type { ActivityRow } from './repository.js';
import { availableSeats } from './seats.js';

const dollars = (cents: number) => cents / 100;

/**
 * The fields every answer about one activity shares (the director's activity, the specialist's
 * activity page), from its row: money in dollars, times as HH:MM, the seat rule. Each service
 * adds what its role sees besides (tags, duplicates, notes).
 */
export function activityFields(a: ActivityRow, names: { provider: string; parentSku: string | null }) {
  const meetingDays = storedMeetingDays(a.meetingDays);
  return {
    id: a.id,
    name: a.name,
    price: dollars(a.priceCents),
    fee: dollars(a.feeCents),
    url: a.url,
    provider_name: names.provider,
    start_date: a.startDate,
    end_date: a.endDate,
    start_time: a.startTime.slice(0, 5),
    end_time: a.endTime.slice(0, 5),
    meeting_days: meetingDays,
    duration: activityDurationDays(a.startDate, a.endDate, meetingDays),
    sku: a.sku,
    parent_sku: names.parentSku,
    duplicated_status: a.parentActivityId !== null,
    camp_type: a.campType,
    location: a.location,
    latitude: a.latitude,
    longitude: a.longitude,
    description: a.description,
    other_info: a.otherInfo,
    grade_level_start: a.gradeLevelStart,
    grade_level_end: a.gradeLevelEnd,
    age_level: a.ageMin !== null && a.ageMax !== null ? ([a.ageMin, a.ageMax] as [number, number]) : null,
    media_link: a.mediaLink,
    optional_media_link: a.optionalMediaLink,
    total_seats: a.totalSeats,
    reserved_seats: a.reservedSeats,
    available_seats: availableSeats(a.totalSeats, a.reservedSeats),
    instructor: a.instructor,
    camp_info_time: a.campInfoTime,
    camp_info_title: a.campInfoTitle,
    details: a.details,
    what_to_bring: a.whatToBring,
  };
}

/**
 * The stored meeting days in week order. The column's check admits only day codes, so the
 * fallback (every day, as before meeting days existed) is for a row that bypassed it.
 */
export function storedMeetingDays(days: readonly string[] | null | undefined): Weekday[] {
  return (days && normalizeMeetingDays(days)) ?? [...WEEKDAYS];
}
