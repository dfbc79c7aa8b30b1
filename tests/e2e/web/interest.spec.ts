import { expect, test, type Page } from '@playwright/test';
import { INTEREST_SENT, INTEREST_TITLES, ownPostRefusal } from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';
import { BoardPage, whatsappMessage } from '../page-models/board-page.ts';
import { DEMO, signInAs } from '../page-models/profile-session.ts';
import { screenshot } from '../support/screenshots.ts';

type Kind = 'enquiry' | 'offer';
const TABLES = {
  enquiry: { table: 'purchase_enquiries', number: 'enquiry_number' },
  offer: { table: 'sales_offers', number: 'offer_number' },
} as const;

/** A post of `kind` by someone other than `viewerId` whose poster has a mobile, with the poster's WhatsApp number. */
async function postOfOther(
  kind: Kind,
  viewerId: string,
  skip = 0,
): Promise<{ id: string; number: string; to: string }> {
  const service = serviceClient();
  const { data: posts, error } = await service
    .from(TABLES[kind].table)
    .select(`id, user_id, number:${TABLES[kind].number}`)
    .neq('user_id', viewerId)
    .order('updated_at', { ascending: false })
    .range(skip, skip + 19);
  if (error) throw new Error(error.message);
  for (const post of posts as unknown as { id: string; user_id: string; number: string }[]) {
    const { data: poster } = await service
      .from('yarnconnect_free')
      .select('country_code, mobile_number')
      .eq('id', post.user_id)
      .single();
    if (poster?.mobile_number) return { ...post, to: `${poster.country_code || '+91'}${poster.mobile_number}` };
  }
  throw new Error(`no ${kind} of another member with a mobile`);
}

async function creditsOf(userId: string): Promise<number> {
  const { data, error } = await serviceClient()
    .from('yarnconnect_free')
    .select('messaging_credits')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data.messaging_credits as number;
}

async function openPost(page: Page, kind: Kind, number: string): Promise<BoardPage> {
  const board = new BoardPage(page, kind);
  await board.searchFor(number);
  await expect(board.count).toHaveText('Showing 1–1 of 1');
  return board;
}

test.describe("'I'm Interested'", () => {
  test('a Paid Member spends one credit and the buyer gets a WhatsApp message', async ({ page }) => {
    const post = await postOfOther('enquiry', DEMO.paid.id, 5);
    const before = await creditsOf(DEMO.paid.id);
    await signInAs(page, DEMO.paid.email, paths.purchaseEnquiries.href());
    const board = await openPost(page, 'enquiry', post.number);
    await expect(board.credits).toHaveText(String(before));

    await board.interestButton(post.number).click();
    await expect(board.toast).toContainText(INTEREST_SENT.title);
    await expect(board.toast).toContainText(INTEREST_SENT.description);
    await expect(board.credits).toHaveText(String(before - 1));
    expect(await creditsOf(DEMO.paid.id)).toBe(before - 1);
    const text = await whatsappMessage(post.to, post.number);
    expect(text).toContain('Priya');
    await screenshot(page, 'interest-sent-1280');
  });

  test('a Free Member interested in an offer: the seller is messaged and the balance drops', async ({ page }) => {
    const post = await postOfOther('offer', DEMO.free.id, 4);
    const before = await creditsOf(DEMO.free.id);
    await signInAs(page, DEMO.free.email, paths.salesOffers.href());
    await page.setViewportSize({ width: 390, height: 844 });
    const board = await openPost(page, 'offer', post.number);
    await board.interestButton(post.number).click();
    await expect(board.toast).toContainText(INTEREST_SENT.title);
    await expect(board.credits).toHaveText(String(before - 1));
    await whatsappMessage(post.to, post.number);
    await screenshot(page, 'interest-sent-390');
  });

  test("a member with 0 credits is refused with the server's message and nothing is spent", async ({ page }) => {
    const service = serviceClient();
    const { data: member, error } = await service
      .from('yarnconnect_free')
      .select('id')
      .eq('email', 'member20@loomconnect.test')
      .single();
    if (error) throw new Error(error.message);
    const zero = await service.rpc('admin_update_member', {
      p_user_id: member.id,
      p_changes: { messaging_credits: 0 },
    });
    if (zero.error) throw new Error(zero.error.message);
    const post = await postOfOther('enquiry', member.id as string, 8);

    await signInAs(page, 'member20@loomconnect.test', paths.purchaseEnquiries.href());
    const board = await openPost(page, 'enquiry', post.number);
    await expect(board.credits).toHaveText('0');
    await board.interestButton(post.number).click();
    await expect(board.toast).toContainText(INTEREST_TITLES.denied);
    await expect(board.toast).toContainText('Not enough messaging credits.');
    await expect(board.credits).toHaveText('0');
    const { count } = await service
      .from('post_interests')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', member.id as string);
    expect(count).toBe(0);
  });

  test('own posts cannot be chosen, and the reason is given', async ({ page }) => {
    const { data, error } = await serviceClient()
      .from('sales_offers')
      .select('offer_number')
      .eq('user_id', DEMO.paid.id)
      .limit(1)
      .single();
    if (error) throw new Error(error.message);
    await signInAs(page, DEMO.paid.email, paths.salesOffers.href());
    const board = await openPost(page, 'offer', data.offer_number as string);
    const button = board.interestButton(data.offer_number as string);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(ownPostRefusal('offer'));
    await expect(board.row(data.offer_number as string)).toContainText('Your offer');
  });
});
