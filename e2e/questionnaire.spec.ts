import { expect, test, type Page } from './fixtures';
import { fillCard, openMailLink, uniqueEmail, waitForMail } from './support';

const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page) => page.locator('#questionnaire-step-title');
const next = (page: Page) => main(page).getByRole('button', { name: 'Next', exact: true });

async function openQuestionnaire(page: Page) {
  await page.goto('/questionnaire');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Camp Concierge!' });
  await expect(welcome).toContainText('not more than 8 minutes');
  await welcome.getByRole('button', { name: 'Fill in the form' }).click();
  await expect(welcome).toBeHidden();
}

async function choose(page: Page, label: RegExp, option: string) {
  await main(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillChildStep(page: Page, name: string) {
  await expect(stepHeading(page)).toHaveText('About your child');
  await main(page)
    .getByRole('textbox', { name: /Child's first name/ })
    .fill(name);
  await choose(page, /^Age/, '10');
  await choose(page, /^Rising grade/, '5th');
  await next(page).click();
}

test('a visitor fills in the questionnaire, confirms from the mail and buys the monthly package', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('questionnaire');
  await openQuestionnaire(page);

  // Next checks the step first.
  await next(page).click();
  await expect(main(page).getByText('Name is required')).toBeVisible();
  await fillChildStep(page, 'Maya');

  await expect(stepHeading(page)).toHaveText('Personal growth and special needs');
  await main(page).getByRole('checkbox', { name: 'Leadership' }).check();
  await main(page).getByRole('checkbox', { name: 'Food Allergy' }).check();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Interests');
  await main(page).getByRole('checkbox', { name: 'Sports' }).check();
  await main(page).getByRole('checkbox', { name: 'Soccer' }).check();
  await main(page).getByRole('radio', { name: 'Intermediate' }).check();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Dates');
  await main(page).getByLabel('Start date').fill('2027-07-05');
  await main(page).getByLabel('End date').fill('2027-07-09');
  await main(page).getByRole('checkbox', { name: 'Day', exact: true }).check();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Preferences');
  await choose(page, /^Distance to a day camp/, 'Within 10 miles');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Budget and priorities');
  await main(page)
    .getByRole('textbox', { name: /Budget for camps/ })
    .fill('1,200');
  await main(page).getByRole('radio', { name: 'Location' }).check();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Your address');
  await main(page)
    .getByRole('textbox', { name: /Street address/ })
    .fill('1 Fayetteville St');
  await main(page)
    .getByRole('textbox', { name: /ZIP code/ })
    .fill('27601');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Your contact details');
  await main(page)
    .getByRole('textbox', { name: /Full name/ })
    .fill('Robin Visitor');
  await main(page).getByRole('textbox', { name: /Email/ }).fill(email);
  await main(page).getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/sign-up\/verify$/);
  await expect(page.getByRole('heading', { name: 'Verification Email Sent' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('After confirmation you are logged in automatically.')).toBeVisible();
  await expect(
    page.getByText(/temporary password, please update it in your profile/),
  ).toBeVisible();

  const mail = await waitForMail(request, email, /questionnaire/i);
  expect(mail.links.some((l) => l.includes('/confirmation-parent?form_id='))).toBe(true);
  await openMailLink(page, email, /questionnaire/i);

  await expect(page).toHaveURL(/\/congratulations$/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Robin/ })).toBeVisible();
  // The draft was sent: opening the questionnaire again does not bring the old answers back.
  expect(await page.evaluate(() => localStorage.getItem('questionnaire_draft'))).toBeNull();

  // From the congratulations page's chooser to a paid Premium package with MYTRIAL.
  const premium = page.getByRole('region', { name: 'Premium' });
  await premium.getByRole('button', { name: 'Monthly' }).click();
  await premium.getByRole('link', { name: 'Choose Package' }).click();
  await expect(page).toHaveURL(/\/checkout\/monthly$/);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('MYTRIAL');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your first month is free, then $12 per month.')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $0' }).click();
  await expect(page).toHaveURL(/\/confirm$/);

  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(main(page).getByText('Premium', { exact: true }).first()).toBeVisible();
  await expect(main(page).getByText('Paid', { exact: true }).first()).toBeVisible();
  // The child of the questionnaire is on the profile.
  await expect(main(page).getByRole('textbox', { name: /Child's first name/ })).toHaveValue('Maya');
});

test('a reload in the middle of the questionnaire keeps the step and the answers', async ({
  page,
}) => {
  await openQuestionnaire(page);
  await fillChildStep(page, 'Sam');
  await expect(stepHeading(page)).toHaveText('Personal growth and special needs');
  await main(page).getByRole('checkbox', { name: 'Independence' }).check();
  await expect(main(page).getByRole('status')).toHaveText('Saved on this device');

  await page.reload();
  await expect(stepHeading(page)).toHaveText('Personal growth and special needs');
  // The welcome dialog was seen once and stays closed.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(main(page).getByRole('checkbox', { name: 'Independence' })).toBeChecked();
  await main(page).getByRole('button', { name: 'Back' }).click();
  await expect(main(page).getByRole('textbox', { name: /Child's first name/ })).toHaveValue('Sam');
  await expect(main(page).getByRole('combobox', { name: /^Age/ })).toHaveText('10');
});
