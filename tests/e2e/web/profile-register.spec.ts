import { expect, test } from '@playwright/test';
import {
  INDIA_MOBILE_FORMAT,
  LOADING_DISTRICTS,
  MOBILE_REQUIRED_FOR_INDIA,
  OTHER_MOBILE_FORMAT,
  MOBILE_TAKEN,
  REQUIRED,
  SIGNUP_INCOMPLETE,
} from '@domain/messages.ts';
import { serviceClient } from '../support/backend.ts';
import { ProfileFormModel } from '../page-models/profile-form.ts';
import { toast } from '../page-models/profile-page.ts';
import { newEmail, openRegisterProfile, signUpVerified } from '../page-models/profile-session.ts';
import { paths } from '@domain/paths.ts';
import { screenshot } from '../support/screenshots.ts';

test.describe('/register-profile', () => {
  test('without the signup hand-over it says Signup Incomplete and goes to /signup', async ({ page }) => {
    await page.goto(paths.registerProfile.href());
    await expect(toast(page)).toContainText(SIGNUP_INCOMPLETE);
    await expect(page).toHaveURL(paths.signup.href());
  });

  test('shows the field rules and applies the clearing rules', async ({ page }) => {
    const email = newEmail('rules');
    await openRegisterProfile(page, await signUpVerified(email));
    const form = new ProfileFormModel(page, 'Create Profile');
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(form.email).toHaveValue(email);
    await expect(form.email).toHaveAttribute('readonly', '');
    await expect(form.country).toHaveValue('India');
    await expect(form.mobileNumber).toHaveAttribute('maxlength', '10');
    await expect(form.district).toBeDisabled();

    await form.submit.click();
    await expect(form.memberName).toHaveAccessibleDescription(REQUIRED.memberName);
    await expect(form.businessName).toHaveAccessibleDescription(REQUIRED.businessName);
    await expect(form.mobileNumber).toHaveAccessibleDescription(MOBILE_REQUIRED_FOR_INDIA);

    await form.fill({ mobileNumber: '5123456789' });
    await form.submit.click();
    await expect(form.mobileNumber).toHaveAccessibleDescription(INDIA_MOBILE_FORMAT);
    await form.fill({ dialCountry: 'US', mobileNumber: '123' });
    await form.submit.click();
    await expect(form.mobileNumber).toHaveAccessibleDescription(OTHER_MOBILE_FORMAT);
    await expect(form.mobileNumber).toHaveAttribute('maxlength', '15');

    // State → district list (bundled), and a state change clears the district.
    await form.fill({ state: 'Gujarat' });
    await expect(form.district).toBeEnabled();
    await expect(form.district.locator('option', { hasText: LOADING_DISTRICTS })).toHaveCount(0);
    await form.fill({ district: 'Surat' });
    await expect(form.district).toHaveValue('Surat');
    await form.fill({ state: 'Maharashtra' });
    await expect(form.district).toHaveValue('');
    await form.fill({ district: 'Pune' });
    // Leaving India clears state and district; coming back clears the city.
    await form.fill({ country: 'United States' });
    await expect(form.state).toHaveCount(0);
    await form.fill({ city: 'Austin' });
    await form.fill({ country: 'India' });
    await expect(form.state).toHaveValue('');
    await expect(form.district).toHaveValue('');
    await form.fill({ country: 'United States' });
    await expect(form.city).toHaveValue('');
  });

  test('refuses a mobile number another member holds before anything is created', async ({ page }) => {
    const session = await signUpVerified(newEmail('taken'));
    const signupCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/usersignup')) signupCalls.push(request.url());
    });
    await openRegisterProfile(page, session);
    const form = new ProfileFormModel(page, 'Create Profile');
    // Priya's number: the lookup sees other members' rows, which the new member cannot read.
    await form.fill({
      memberName: 'Taken Tester',
      businessName: 'Taken Textiles',
      mobileNumber: '9800000007',
      state: 'Gujarat',
      district: 'Surat',
    });
    await form.submit.click();
    await expect(form.mobileNumber).toHaveAccessibleDescription(MOBILE_TAKEN);
    await expect(form.mobileNumber).toBeFocused();
    await expect(page).toHaveURL(paths.registerProfile.href());
    expect(signupCalls).toEqual([]);
    const { data, error } = await serviceClient().from('yarnconnect_free').select('id').eq('id', session.user.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  test('looks right at desktop and phone widths', async ({ page }) => {
    await openRegisterProfile(page, await signUpVerified(newEmail('shots')));
    const form = new ProfileFormModel(page, 'Create Profile');
    await form.fill({ membershipType: 'Paid Member', yarns: ['Polyester FDY'] });
    await expect(page.getByText('Payment follows submission')).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `register-profile-${width}`, { fullPage: true });
    }
  });
});
