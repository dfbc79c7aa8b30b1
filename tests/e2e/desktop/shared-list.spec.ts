/**
 * A published price list's public link on the desktop (issue 28), on the desktop rig (the built renderer under
 * the desktop's CSP and navigation rules): /l/<code> opens in the app window with the PDF in the viewer, and the
 * WhatsApp message carries the public web app's link, not the app scheme's, which nobody else can open.
 */
import path from 'node:path';
import { paths } from '@domain/paths.ts';
import { expect, test } from './fixture.ts';

const screenshots = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
const CODE = `dk${Date.now().toString(36)}`.slice(0, 16);

test.describe.configure({ timeout: 300_000 });

test('a shared link opens in the app window with the PDF; its WhatsApp message links to the web app', async ({
  page,
  client,
  publishList,
}) => {
  // A published list as the publishing function records it (service role: clients never write these columns).
  const company = await client('service')
    .from('company_details')
    .insert({ company_name: 'Sri Ram Mills' })
    .select('id')
    .single();
  if (company.error) throw new Error(company.error.message);
  await publishList('Sri Ram Mills price list', {
    company_id: company.data.id,
    edition: 1,
    valid_until: '2099-12-31',
    share_code: CODE,
    headline: '40s Combed ▲ ₹4 to ₹286/kg',
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.sharedList.href(CODE));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('All departments price list · Edition 1');
  await expect(page.locator('.pdf-page[data-rendered]')).toBeVisible({ timeout: 60_000 });
  const whatsApp = new URL((await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!);
  const message = whatsApp.searchParams.get('text')!;
  expect(message).toContain('*Sri Ram Mills* price list');
  expect(message).toContain('40s Combed ▲ ₹4 to ₹286/kg');
  expect(message.split('\n').at(-1)).toBe(`http://127.0.0.1:5173/l/${CODE}`);
  await page.screenshot({ path: path.join(screenshots, 'desktop-shared-list-1280.png') });
});
