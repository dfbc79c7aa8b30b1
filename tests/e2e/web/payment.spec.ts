/**
 * The payment page (issue 15, item 7): it never shows build internals; without a payment button it says how to
 * reach sales; on a local stack a clearly marked test checkout upgrades a Free Member to a verified Paid
 * Member through the same signed webhook as a real payment.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { screenshotBoth } from '../page-models/corporate-page.ts';
import { DEMO_PASSWORD, ShellPage, passwordSession } from '../page-models/shell-page.ts';
import { serviceClient } from '../support/backend.ts';
import { E2E } from '../support/e2e-env.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
/** Texts a member must never read: variable names, commands, script paths. */
const BUILD_INTERNALS = /VITE_|npx |tsx |scripts\/|simulate-payment/;

test.describe.configure({ timeout: 60_000 });

/** A new Free Member with a profile, signed in in this page (their e-mail and id). */
async function newFreeMember(page: Page): Promise<{ id: string; email: string }> {
  const email = `payer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const service = serviceClient();
  const created = await service.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  const profile = await service.rpc('create_member_profile', {
    p_user_id: id,
    p_profile: { member_name: 'Meera Payer', business_name: 'Meera Looms', email, membership_type: 'Free Member' },
  });
  if (profile.error) throw new Error(profile.error.message);
  const session = await passwordSession(email);
  await page.goto(paths.home.href());
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [`sb-${new URL(E2E.apiUrl).hostname.split('.')[0]}-auth-token`, JSON.stringify(session)],
  );
  return { id, email };
}

test('the payment page says clearly when the payment button script cannot load, with no build internals', async ({
  page,
}) => {
  // No internet on test machines; abort explicitly so the outcome does not depend on the network.
  await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
  await page.goto(paths.payment.href());
  await expect(page.getByText('Payment form could not be loaded')).toBeVisible();
  await expect(page.locator('script[data-payment_button_id]')).toHaveAttribute(
    'src',
    'https://checkout.razorpay.com/v1/payment-button.js',
  );
  await expect(page.getByRole('main')).not.toContainText(BUILD_INTERNALS);
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    paths.contactCorporate.href(),
  );
  await page.getByRole('link', { name: 'Back to Membership Plans' }).click();
  await expect(page).toHaveURL(paths.membershipPlans.href());
});

test('without a payment button it says payments are not available yet and how to reach sales', async ({ page }) => {
  // The suite's dev server has no VITE_RAZORPAY_BUTTON_ID (the production build has one).
  await page.goto(`${E2E.devUrl}${paths.payment.href()}`);
  const notice = page.getByRole('status').filter({ hasText: 'Online payments are not available yet' });
  await expect(notice).toContainText('call our sales team on +91 261 400 2026');
  await expect(notice).toContainText('support@loomconnect.in');
  await expect(page.getByRole('main')).not.toContainText(BUILD_INTERNALS);
  await notice.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(`${E2E.devUrl}${paths.contactCorporate.href()}`);
});

test('a visitor sees the marked test checkout on the local stack and is asked to log in to use it', async ({
  page,
}) => {
  await page.goto(paths.payment.href());
  const checkout = page.getByRole('region', { name: 'Test checkout' });
  await expect(checkout).toContainText('Test mode');
  await expect(checkout).toContainText('no real payment is taken');
  await expect(checkout.getByRole('link', { name: 'Log in to pay in test mode' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: /^Pay / })).toHaveCount(0);
});

test('the test checkout makes a Free Member a verified Paid Member through the signed webhook', async ({ page }) => {
  const member = await newFreeMember(page);
  await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
  await page.goto(paths.payment.href());
  const checkout = page.getByRole('region', { name: 'Test checkout' });
  await expect(checkout.getByRole('button', { name: 'Pay ₹14,160.00 (test)' })).toBeVisible();
  await screenshotBoth(page, screenshots, 'payment-test-checkout');
  await checkout.getByRole('button', { name: 'Pay ₹14,160.00 (test)' }).click();
  await expect(checkout.getByRole('status')).toContainText('Payment confirmed (test mode)');
  await expect(checkout).toContainText('You are now a verified Paid Member with 200 more messaging credits.');

  const { data } = await serviceClient()
    .from('yarnconnect_free')
    .select('membership_type, is_verified_member, messaging_credits')
    .eq('id', member.id)
    .single();
  expect(data).toEqual({ membership_type: 'Paid Member', is_verified_member: true, messaging_credits: 225 });

  await checkout.getByRole('link', { name: 'View your profile' }).click();
  await expect(page).toHaveURL(paths.profile.href(member.id));
  await expect(page.getByText('Verified Member')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Paid' })).toHaveCount(0);
  // The menu follows the new role: Listed Subscribers is for paid members.
  await expect.poll(() => new ShellPage(page).barNames()).toContain('Listed Subscribers');
});
