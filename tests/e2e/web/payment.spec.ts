/**
 * The payment page (issue 15, item 7) in the browser: the provider's script failing to load is said plainly, without
 * build internals; on a local stack a clearly marked test checkout upgrades a Free Member to a verified Paid Member
 * through the same signed webhook as a real payment. A build without a payment button and the checkout a visitor
 * sees are component tests (renderer/src/features/info/pages/info-pages.test.tsx).
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { createFreeMember, signInAs } from '../page-models/profile-session.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { serviceClient } from '../support/backend.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

/** Texts a member must never read: variable names, commands, script paths. */
const BUILD_INTERNALS = /VITE_|npx |tsx |scripts\/|simulate-payment/;

/** A new Free Member with a profile, signed in in this page on the payment page (their e-mail and id). */
async function newFreeMemberAtPayment(page: Page): Promise<{ id: string; email: string }> {
  const member = await createFreeMember('Meera Payer', 'Meera Looms');
  await signInAs(page, member.email, paths.payment.href());
  return member;
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

test('the test checkout makes a Free Member a verified Paid Member through the signed webhook', async ({ page }) => {
  await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
  const member = await newFreeMemberAtPayment(page);
  const checkout = page.getByRole('region', { name: 'Test checkout' });
  await expect(checkout.getByRole('button', { name: 'Pay ₹14,160.00 (test)' })).toBeVisible();
  await expectFitsBothWidths(page, 'payment-test-checkout');
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
