import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { activities } from './activities.js';
import { skillDevelopments } from './skill-developments.js';

/** An activity's skills (skill_development of the activity form). */
export const activitySkillDevelopments = pgTable(
  'activity_skill_developments',
  {
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    skillDevelopmentId: integer()
      .notNull()
      .references(() => skillDevelopments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.skillDevelopmentId] }),
    index('activity_skill_developments_skill_idx').on(t.skillDevelopmentId),
  ],
);
