import type { ToolBox, ToolContext, ToolResult } from '../types.js';
import { calendar } from './handlers/calendar.js';
import { distancesFromHome } from './handlers/distances-from-home.js';
import { friendsJoined } from './handlers/friends-joined.js';
import { getActivity } from './handlers/get-activity.js';
import { getItinerary, listActivities, listItineraries } from './handlers/itineraries.js';
import { payments } from './handlers/payments.js';
import { scheduleChecks } from './handlers/schedule-checks.js';
import { specialistMessages } from './handlers/specialist-messages.js';
import { createToolReads, fail, TOOL_ERRORS, type ToolReads } from './shared.js';
import { schemas, TOOL_SPECS, type ToolArgs, type ToolName } from './specs.js';

// MIA's tools (decision 0068): what a model (or the built-in assistant) may read of
// the asking family's plans, each run with the asking parent's rights (./shared.ts), one file
// per tool under ./handlers.

export { TOOL_ERRORS, type ToolActivity, type ToolActivityDetail } from './shared.js';
export { TOOL_SPECS, type ToolArgs, type ToolName } from './specs.js';

const handlers: {
  [N in ToolName]: (reads: ToolReads, args: ToolArgs<N>) => Promise<ToolResult>;
} = {
  list_itineraries: listItineraries,
  get_itinerary: getItinerary,
  list_activities: listActivities,
  get_activity: getActivity,
  calendar,
  schedule_checks: scheduleChecks,
  distances_from_home: distancesFromHome,
  payments,
  friends_joined: friendsJoined,
  specialist_messages: specialistMessages,
};

/**
 * The tools bound to one conversation. Reads are memoised for the toolbox's life (one answer),
 * so an assistant calling several tools reads the family's plans once.
 */
export function createToolBox(ctx: ToolContext): ToolBox {
  const reads = createToolReads(ctx);
  return {
    specs: TOOL_SPECS,
    async call(name, args) {
      if (!Object.hasOwn(schemas, name)) return fail(TOOL_ERRORS.unknownTool(name));
      const key = name as ToolName;
      const parsed = schemas[key].safeParse(args ?? {});
      if (!parsed.success) {
        return fail(
          TOOL_ERRORS.badArguments(
            parsed.error.issues
              .map((i) => `${i.path.join('.') || 'args'}: ${i.message}`)
              .join('; '),
          ),
        );
      }
      const handler = handlers[key] as (r: ToolReads, a: unknown) => Promise<ToolResult>;
      return handler(reads, parsed.data);
    },
  };
}
