// Business constants and limits of the product that are not a validation
// rule of a schema file (those live next to their schema: name and password limits in auth.ts,
// ages and camp types in enums.ts, logo size in upload.ts, price and seats in activity.ts).

export const CURRENCY = 'USD';
/** Prices show without decimals; other numbers with up to two. */
export const PRICE_DISPLAY_DECIMALS = 0;
export const NUMBER_DISPLAY_DECIMALS = 2;

/** Human verification is required after this many failed sign-ins for one e-mail. */
export const SIGN_IN_ATTEMPTS_BEFORE_CHALLENGE = 5;
/** Minimum age to use the product (terms). */
export const MINIMUM_USER_AGE = 13;

export const TOAST_DURATION_MS = 4000;
export const RESEND_EMAIL_DEBOUNCE_MS = 800;
export const SLIDER_COMMIT_DEBOUNCE_MS = 300;
export const SEARCH_DEBOUNCE_MS = 500;
export const ACTIVITY_LIST_FILTER_DEBOUNCE_MS = 500;

export const FIRST_PAGE = 1;
/** Activities per page on the specialist's provider page. */
export const PROVIDER_ACTIVITIES_PAGE_SIZE = 10;

export const PRICE_SLIDER_STEP = 10;
export const DISTANCE_MIN_MILES = 1;
/** 500 miles means "no distance filter". */
export const DISTANCE_MAX_MILES = 500;
export const METERS_PER_MILE = 1609.344;
export const MAP_ZOOM = 5;
export const MAP_HEIGHT_PX = 600;

/** Multi-select tag display limit; calendar event rows per day before 'See all (n)'. */
export const MULTI_SELECT_TAG_LIMIT = 3;
export const CALENDAR_MAX_ROWS_PER_DAY = 3;

export const CHAT_PANEL_HEIGHT_PX = 500;
export const CHAT_INPUT_MAX_ROWS = 3;
export const WELCOME_SURVEY_MAX_MINUTES = 8;

export const COOKIE_CONSENT_MAX_AGE_SECONDS = 31536000;
export const TESTIMONIAL_AUTOPLAY_MS = 4000;
export const QUESTIONNAIRE_FRAME_HEIGHT_PX = 912;
export const QUESTIONNAIRE_FRAME_EXTRA_PX = 15;
export const CONTACT_FRAME_HEIGHT_PX = 546;

export const HEADER_SOLID_AFTER_PX = 85;
export const SCROLL_TOP_AFTER_PX = 300;
export const ACTION_BUTTONS_BREAKPOINT_PX = 1082;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 894, lg: 1280, xl: 1440 } as const;
export const SPACING_PX = 10;

/** Provider terms: platform fee changes need this much notice. */
export const FEE_CHANGE_NOTICE_DAYS = 30;

/**
 * Package first-response targets: a specialist introduces themselves within 8
 * business hours of the questionnaire; the first itinerary follows within 2 business days.
 */
export const SPECIALIST_INTRO_TARGET_BUSINESS_HOURS = 8;
export const FIRST_ITINERARY_TARGET_BUSINESS_DAYS = 2;
