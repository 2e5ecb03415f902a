import { describe, expect, it } from 'vitest';
import { withChosenTags, type ActivityInterestOption } from './interest-options';

const options: ActivityInterestOption[] = [
  { id: 1, name: 'Sports', skill_developments: [{ id: 11, name: 'Soccer' }] },
];

describe('withChosenTags', () => {
  it('adds the activity’s retired interests and skills, marked, under their skill group', () => {
    const merged = withChosenTags(options, {
      interests: [
        { id: 1, name: 'Sports' },
        { id: 2, name: 'Cooking' },
      ],
      skill_developments: [
        { id: 11, name: 'Soccer', interest_id: 1 },
        { id: 12, name: 'Rugby', interest_id: 1 },
        { id: 21, name: 'Baking', interest_id: 2 },
      ],
    });
    expect(merged).toEqual([
      {
        id: 1,
        name: 'Sports',
        skill_developments: [
          { id: 11, name: 'Soccer' },
          { id: 12, name: 'Rugby (retired)' },
        ],
      },
      {
        id: 2,
        name: 'Cooking (retired)',
        skill_developments: [{ id: 21, name: 'Baking (retired)' }],
      },
    ]);
    // The options themselves are left as they were.
    expect(options[0]!.skill_developments).toHaveLength(1);
  });

  it('answers the options alone for a new activity', () => {
    expect(withChosenTags(options, undefined)).toBe(options);
  });
});
