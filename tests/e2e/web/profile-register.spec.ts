import { expect, test } from '@playwright/test';
import { MOBILE_TAKEN } from '@domain/messages.ts';
import { serviceClient } from '../support/backend.ts';
import { ProfileFormModel } from '../page-models/profile-form.ts';
import { newEmail, openRegisterProfile, signUpVerified } from '../page-models/profile-session.ts';
import { paths } from '@domain/paths.ts';
import { screenshot } from '../support/screenshots.ts';

test.describe('/register-profile', () => {
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
