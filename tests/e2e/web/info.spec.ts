/**
 * The informational pages in the browser: each fits 1280 and 390 px, and the corporate enquiry form stores its row.
 * The plans' buttons, the FAQ and the legal terms are component tests
 * (renderer/src/features/info/pages/info-pages.test.tsx); the partners list is checked in demo-media.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/backend.ts';
import { newEmail } from '../page-models/profile-session.ts';
import { toastDescription, toastTitle } from '../page-models/corporate-page.ts';
import { paths } from '@domain/paths.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

test('membership plans, FAQ, privacy policy and terms of use fit 1280 and 390 px', async ({ page }) => {
  for (const [path, name] of [
    [paths.membershipPlans.href(), 'membership-plans'],
    [paths.faq.href(), 'faq'],
    [paths.privacyPolicy.href(), 'privacy-policy'],
    [paths.termsOfUse.href(), 'terms-of-use'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsBothWidths(page, name);
  }
});

test('the plans state the paid year from the seeded launch date, and dealer eligibility', async ({ page }) => {
  await page.goto(paths.membershipPlans.href());
  await expect(page.getByText('₹12,000')).toBeVisible();
  await expect(
    page.getByText(/^Your paid year (counts from our launch on 01 Mar 2027|runs 12 months from the day you pay)/),
  ).toBeVisible();
  await expect(page.getByText('Dealers are eligible with an annual turnover of ₹50 Cr+ or USD 10M+.')).toBeVisible();
});

test('the corporate enquiry form validates, sends a row and resets', async ({ page }) => {
  await page.goto(paths.contactCorporate.href());
  await expect(page.getByText('Corporate Membership: Dealers are eligible with an annual turnover')).toBeVisible();
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
