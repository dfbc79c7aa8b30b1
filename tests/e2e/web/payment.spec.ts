import path from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshotBoth } from '../page-models/corporate-page.ts';
import { paths } from '@domain/paths.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');

test('the payment page says clearly when the payment button script cannot load', async ({ page }) => {
  // No internet on test machines; abort explicitly so the outcome does not depend on the network.
  await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
  await page.goto(paths.payment.href());
  await expect(page.getByText('Payment form could not be loaded')).toBeVisible();
  await expect(page.locator('script[data-payment_button_id]')).toHaveAttribute(
    'src',
    'https://checkout.razorpay.com/v1/payment-button.js',
  );
  await expect(page.getByText('npx tsx scripts/simulate-payment.ts <email>')).toBeVisible();
  await screenshotBoth(page, screenshots, 'payment');
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-corporate');
  await page.getByRole('link', { name: 'Back to Membership Plans' }).click();
  await expect(page).toHaveURL('/membership-plans');
});
