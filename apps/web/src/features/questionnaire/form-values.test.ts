import { describe, expect, it } from 'vitest';
import {
  answeredSubset,
  draftPayload,
  formValuesFrom,
  hasAnswers,
  restoreFormValues,
} from './form-values';

describe('questionnaire form values', () => {
  it('turn stored fields into form values: numbers as text, blanks as empty, yes/no kept', () => {
    const values = formValuesFrom(
      { age: 9, amount_money: 1200, sport_interests: ['Soccer'], favorite_camps: false },
      { email: 'pat@example.com' },
    );
    expect(values).toMatchObject({
      age: '9',
      amount_money: '1200',
      sport_interests: ['Soccer'],
      favorite_camps: false,
      early_drop_fee: null,
      child_first_name: '',
      camp_type: [],
      name: '',
      email: 'pat@example.com',
    });
    expect(values).not.toHaveProperty('latitude');
  });

  it('restore a stored draft, dropping values of the wrong type and filling missing ones', () => {
    const restored = restoreFormValues({
      child_first_name: 'Maya',
      age: 9,
      interests: ['Sports', 3],
      favorite_camps: 'yes',
      early_drop_fee: true,
    });
    expect(restored).toMatchObject({
      child_first_name: 'Maya',
      age: '',
      interests: ['Sports'],
      favorite_camps: null,
      early_drop_fee: true,
      zip_code: '',
    });
    expect(restoreFormValues('garbage')).toBeNull();
  });

  it('know whether anything was answered, and pick the answered questions only', () => {
    const blank = formValuesFrom(null, { name: 'Pat', email: 'pat@example.com' });
    expect(hasAnswers(blank)).toBe(false);
    const some = { ...blank, child_first_name: ' Sam ', early_drop_fee: false };
    expect(hasAnswers(some)).toBe(true);
    expect(answeredSubset(some)).toEqual({ child_first_name: ' Sam ', early_drop_fee: false });
  });

  it('leave answers that break a draft rule out of an autosave', () => {
    const values = {
      ...formValuesFrom(),
      child_first_name: 'Maya',
      zip_code: '276',
      start_date: '2026-07-10',
      end_date: '2026-07-01',
    };
    const { name: _n, email: _e, ...answers } = values;
    const payload = draftPayload(answers);
    expect(payload).toMatchObject({ child_first_name: 'Maya', start_date: '2026-07-10' });
    expect(payload).not.toHaveProperty('zip_code');
    expect(payload).not.toHaveProperty('end_date');
    expect(draftPayload({ ...answers, zip_code: '27601', end_date: '' })).toMatchObject({
      zip_code: '27601',
      end_date: '',
    });
  });
});
