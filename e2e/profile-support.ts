import { expect, type Page } from '@playwright/test';
import { pageToken } from './support';

// Helpers of the parent profile journeys.

/** A child's submitted questionnaire, made through the API as the questionnaire page would. */
export async function addChild(page: Page, name: string): Promise<void> {
  const headers = { authorization: `Bearer ${await pageToken(page)}` };
  const created = await page.request.post('/api/v1/parents/questionnaires', { headers, data: {} });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const submitted = await page.request.put(`/api/v1/parents/questionnaires/${id}`, {
    headers,
    data: {
      submit: true,
      fields: {
        child_first_name: name,
        age: 9,
        rising_grade_level: 4,
        interests: ['Sports'],
        sport_interests: ['Soccer'],
        sport_proficiency: 'Beginner',
        address_street: '300 Fayetteville St, Raleigh, NC',
        zip_code: '27601',
      },
    },
  });
  expect(submitted.status()).toBe(200);
}
