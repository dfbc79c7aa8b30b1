import { expect, test } from '@playwright/test';
import { POST_CREATED } from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';
import { POST_MESSAGES } from '@domain/schemas/post.ts';
import { serviceClient } from '../support/backend.ts';
import { BoardPage } from '../page-models/board-page.ts';
import { PostFormPage } from '../page-models/post-form.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { screenshot } from '../support/screenshots.ts';

test.describe('posting forms', () => {
  test('fields follow the fibre type, bad input is explained, and a valid offer goes to the board', async ({
    page,
  }) => {
    const form = new PostFormPage(page, 'offer');
    await signInAs(page, DEMO.free.email, paths.postSalesOffer.href());
    await expect(form.submit).toBeVisible();

    // Nothing filled: the required fields say so and nothing is posted.
    await form.submit.click();
    await expect(form.error('Fibre Type')).toHaveText(POST_MESSAGES.fibreType);
    await expect(form.error('Quantity (kg)')).toHaveText(POST_MESSAGES.quantity);
    await expect(form.error('Price')).toHaveText(POST_MESSAGES.price);
    await expect(page).toHaveURL(paths.postSalesOffer.href());

    await form.field('Fibre Type').selectOption('Cotton Blend');
    await expect(form.field('Blend Ratio')).toBeVisible();
    await expect(form.field('Lustre')).toHaveCount(0);
    await form.field('Fibre Type').selectOption('Others');
    await expect(form.field('Specification')).toBeVisible();
    await form.field('Fibre Type').selectOption('Polyester Filament');
    await expect(form.field('Specification')).toHaveCount(0);
    await expect(form.field('Blend Ratio')).toHaveCount(0);
    await form.field('Specific Type').selectOption('FDY');
    await form.field('Lustre').selectOption('Bright Yarn');
    await form.field('Twist / Intermingling').selectOption('SIM');
    await form.field('Denier / Count').fill('75');
    await form.field('Filament Count').fill('36');
    await form.field('Number of plies').fill('17');
    await form.field('Grade').selectOption('PQ');
    await form.field('Quantity (kg)').fill('2500');
    await form.field('Price').fill('1234567');
    await form.submit.click();
    await expect(form.error('Number of plies')).toHaveText(POST_MESSAGES.plys);
    await expect(form.error('Price')).toHaveText(POST_MESSAGES.price);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'post-offer-errors-390', { fullPage: true });

    await form.field('Number of plies').fill('2');
    await form.field('Price').fill('187.5');
    await form.field('Preferred Company').fill('E2E Filaments');
    await form.submit.click();
    await expect(page.locator('.toast')).toContainText(POST_CREATED.offer.title);
    await expect(page).toHaveURL(paths.salesOffers.href());

    const { data, error } = await serviceClient()
      .from('sales_offers')
      .select('offer_number, user_id, specific_type, lustre, twist_intermingling, number_of_plys, price, blend_ratio')
      .eq('preferred_company', 'E2E Filaments')
      .single();
    if (error) throw new Error(error.message);
    expect(data).toMatchObject({
      user_id: DEMO.free.id,
      specific_type: 'FDY',
      lustre: 'Bright Yarn',
      twist_intermingling: 'SIM',
      number_of_plys: 2,
      price: 187.5,
      blend_ratio: null,
    });
    // Newest first: the new offer heads the board.
    const board = new BoardPage(page, 'offer');
    await expect(board.firstPost()).toContainText(data.offer_number as string);
    await expect(board.firstPost()).toContainText('₹187.50');
  });

  test('a member posts a purchase enquiry from the board; Back then leaves the board, not into the sent form', async ({
    page,
  }) => {
    const form = new PostFormPage(page, 'enquiry');
    await signInAs(page, DEMO.paid.email, paths.purchaseEnquiries.href());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('main').getByRole('link', { name: 'Post Purchase Enquiry' }).click();
    await expect(page).toHaveURL(paths.postPurchaseEnquiry.href());
    await form.field('Fibre Type').selectOption('Cotton');
    await form.field('Specific Type').selectOption('Combed');
    await expect(form.field('Lustre')).toHaveCount(0);
    await form.field('Denier / Count').fill('40');
    await form.field('Quantity Required (kg)').fill('1500.25');
    await screenshot(page, 'post-enquiry-1280', { fullPage: true });
    await form.submit.click();
    await expect(page.locator('.toast')).toContainText(POST_CREATED.enquiry.title);
    await expect(page).toHaveURL(paths.purchaseEnquiries.href());
    const board = new BoardPage(page, 'enquiry');
    const first = board.firstPost();
    await expect(first).toContainText('Cotton – Combed');
    await expect(first).toContainText('40 / N/A / 1');
    await expect(first).toContainText('Not Shared');
    // The sent form was replaced by the board in the history: Back goes to the board the member came from.
    await page.goBack();
    await expect(page).toHaveURL(paths.purchaseEnquiries.href());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(form.submit).toHaveCount(0);
  });
});
