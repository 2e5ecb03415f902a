/**
 * The activity values the form sends (`{ activity: ... }`): text as typed, numbers of the
 * selects and slider as numbers. The server validates them with the shared schema.
 */
export interface ActivityBody {
  name: string;
  url: string;
  date: [string, string];
  /** The days of the week it meets ('mon' ... 'sun'). */
  meeting_days: string[];
  price: string;
  start_time: string;
  end_time: string;
  camp_type: string;
  location: string;
  media_link: string;
  optional_media_link: string;
  description: string;
  other_info: string;
  details: string;
  what_to_bring: string;
  instructor: string;
  camp_info_title: string;
  camp_info_time: string;
  grade_level_start: string;
  grade_level_end: string;
  /** null when the age slider was left untouched. */
  age_level: [number, number] | null;
  interest_ids: number[];
  skill_development: number[];
  total_seats: string;
  reserved_seats: string;
  fee: string;
}
