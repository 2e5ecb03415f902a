import { expect, test, type Page } from './fixtures';
import { acceptCookies, newParent, shoot } from './support';

const main = (page: Page) => page.getByRole('main');

test('a parent adds a child’s profile with health details and plans camps for the child', async ({
  page,
}, info) => {
  await newParent(page, 'children');
  await page.goto('/profile/children');
  await acceptCookies(page);
  await expect(main(page).getByText("No added children's yet")).toBeVisible();
  await main(page).getByRole('link', { name: 'Add a child' }).click();
  await expect(page).toHaveURL(/\/profile\/children\/new$/);

  await main(page).getByRole('textbox', { name: 'First name' }).fill('Avery');
  await main(page).getByLabel('Date of birth').fill('2016-07-21');
  await main(page).getByRole('textbox', { name: 'Allergies' }).fill('Peanuts; carries an EpiPen');
  await main(page).getByRole('textbox', { name: 'Medications' }).fill('Inhaler as needed');
  await main(page).getByRole('textbox', { name: "Doctor's phone" }).fill('(919) 555-0142');
  await main(page).getByRole('button', { name: 'Add emergency contact' }).click();
  const contact = main(page).getByRole('group', { name: 'Emergency contact 1' });
  await contact.getByRole('textbox', { name: 'Name' }).fill('Sam Fox');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('919 555 0177');
  await contact.getByRole('textbox', { name: 'Relation' }).fill('Aunt');
  await main(page).getByRole('button', { name: 'Add person authorised to pick up' }).click();
  const pickup = main(page).getByRole('group', { name: 'Person authorised to pick up 1' });
  await pickup.getByRole('textbox', { name: 'Name' }).fill('Jordan Fox');
  await pickup.getByRole('textbox', { name: 'Phone' }).fill('919 555 0199');
  await pickup.getByRole('textbox', { name: 'Relation' }).fill('Grandfather');
  await shoot(page, info, 'child-profile-form');
  await main(page).getByRole('button', { name: 'Add child' }).click();

  await expect(page).toHaveURL(/\/profile\/children$/);
  const card = main(page).getByRole('article', { name: 'Avery' });
  await expect(card.getByText('Health details given')).toBeVisible();
  await expect(card.getByText('Emergency contacts: 1')).toBeVisible();
  await shoot(page, info, 'children-list');

  // The edit page shows what was saved, phones formatted.
  await card.getByRole('link', { name: "Edit Avery's profile" }).click();
  await expect(main(page).getByRole('textbox', { name: 'Allergies' })).toHaveValue(
    'Peanuts; carries an EpiPen',
  );
  await expect(
    main(page)
      .getByRole('group', { name: 'Person authorised to pick up 1' })
      .getByRole('textbox', { name: 'Phone' }),
  ).toHaveValue('(919) 555-0199');
  await main(page).getByRole('link', { name: 'Back to Children' }).click();

  // A plan for the child starts with the child's answers from the profile.
  await main(page).getByRole('link', { name: 'Plan camps for Avery' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Camp Concierge!' });
  await welcome.getByRole('button', { name: 'Fill in the form' }).click();
  await expect(main(page).getByRole('textbox', { name: /Child's first name/ })).toHaveValue(
    'Avery',
  );
});
