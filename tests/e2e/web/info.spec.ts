import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/backend.ts';
import { newEmail, DEMO, signInAs } from '../page-models/profile-session.ts';
import { toastDescription, toastTitle } from '../page-models/corporate-page.ts';
import { paths } from '@domain/paths.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

test.describe('membership plans', () => {
  test('visitors: Free goes to signup, Corporate to contact, Choose Plan to login', async ({ page }) => {
    await page.goto(paths.membershipPlans.href());
    await expect(page.getByText('₹8,388')).toBeVisible();
    await expectFitsBothWidths(page, 'membership-plans');
    await page.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(paths.contactCorporate.href());
    await page.goBack();
    await page.getByRole('link', { name: 'Sign Up Free' }).click();
    await expect(page).toHaveURL(paths.signup.href());
    await page.goto(paths.membershipPlans.href());
    await page.getByRole('button', { name: 'Choose Plan' }).click();
    await expect(page).toHaveURL(paths.login.href());
    expect(await page.evaluate('history.state?.usr?.from')).toBe(paths.membershipPlans.href());
  });

  test('a Free Member goes to payment; a Paid Member sees Plan Active and is told so', async ({ page }) => {
    await signInAs(page, DEMO.free.email, paths.membershipPlans.href());
    await page.getByRole('button', { name: 'Choose Plan' }).click();
    await expect(page).toHaveURL(paths.payment.href());

    await signInAs(page, DEMO.paid.email, paths.membershipPlans.href());
    const active = page.getByRole('button', { name: 'Plan Active' });
    await expect(active).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled (not disabled) so pressing it still explains itself; Playwright calls that not enabled.
    await active.click({ force: true });
    await expect(toastTitle(page)).toHaveText('Already a Premium Member');
    await expect(toastDescription(page)).toHaveText('You already have a Paid Membership or higher.');
    await expect(page).toHaveURL(paths.membershipPlans.href());
  });
});

test('the corporate enquiry form validates, sends a row and resets', async ({ page }) => {
  await page.goto(paths.contactCorporate.href());
  await expect(page.getByLabel('Country code')).toHaveValue('+91');
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();

  const email = newEmail('enquiry');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Patel');
  await page.getByLabel('Mobile number').fill('98765 43210');
  await page.getByLabel('Organisation name').fill('Patel Fabrics');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await expectFitsBothWidths(page, 'contact-corporate');
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(toastTitle(page)).toHaveText('Enquiry Sent!');
  await expect(toastDescription(page)).toHaveText('Thank you for your interest. We will get back to you soon.');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

  const { data } = await serviceClient()
    .from('corporate_enquiries')
    .select('name, country_code, mobile_number, organisation_name')
    .eq('email', email);
  expect(data).toEqual([
    { name: 'Asha Patel', country_code: '+91', mobile_number: '9876543210', organisation_name: 'Patel Fabrics' },
  ]);
  await expect(page.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', /openstreetmap\.org/);
  await expect(page.locator('iframe[title="Map of our office in Surat"]')).toHaveCount(1);
});

test('FAQ: one answer open at a time, the open one closes, video and contact button', async ({ page }) => {
  await page.goto(paths.faq.href());
  const questions = page.locator('.faq__question');
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.faq__answer:visible')).toHaveCount(1);
  await expectFitsBothWidths(page, 'faq');
  await questions.nth(1).click();
  await expect(page.locator('.faq__answer:visible')).toHaveCount(0);
  await expect(page.locator('iframe[title="How to use LoomConnect (video)"]')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\//,
  );
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(paths.contactCorporate.href());
});

test('partners are listed by name with the apply-by-email call to action', async ({ page }) => {
  await page.goto(paths.partners.href());
  const names = page.getByRole('list', { name: 'Partners' }).getByRole('heading');
  await expect(names.first()).toBeVisible();
  const texts = await names.allTextContents();
  expect(texts).toEqual([...texts].sort());
  await expect(page.getByRole('link', { name: /Apply by e-mail/ })).toHaveAttribute('href', /^mailto:/);
  await expectFitsBothWidths(page, 'partners');
});

test('legal pages state the effective date, age, law and courts', async ({ page }) => {
  for (const path of [paths.privacyPolicy.href(), paths.termsOfUse.href()]) {
    await page.goto(path);
    const body = page.locator('article');
    await expect(body).toContainText('Effective date: 1 June 2025');
    await expect(body).toContainText('18');
    await expect(body).toContainText('laws of India');
    await expect(body).toContainText('Surat');
    await expect(body.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  }
  await expectFitsBothWidths(page, 'terms-of-use');
});
