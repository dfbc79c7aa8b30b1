/**
 * The sourcing desk's Access Denied page over the real route table (issue 23): the spec's message, what a desk
 * is, and for each reader what they can do instead — never an offer the capability table does not give them.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED_SOURCING } from '@domain/messages.ts';
import type { RoleFacts } from '@/data/ports/session.ts';
import { VISITOR_FACTS } from '@/testing/fake-gateway.ts';
import { gatewayAs, renderRouteTable, roleFacts } from '@/testing/route-table.tsx';

const DESK = '/sourcing/trims-accessories';
const trims = { companyId: 'c-1', department: 'trims', departmentName: 'Trims & Accessories' };

async function offersFor(facts: RoleFacts): Promise<[string, string][]> {
  await renderRouteTable(DESK, gatewayAs(facts));
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText(ACCESS_DENIED_SOURCING)).toHaveAttribute('role', 'alert');
  expect(
    screen.getByText(/A sourcing desk is where a company’s executives raise requests for quotation/),
  ).toBeVisible();
  const list = screen.getByRole('list', { name: 'What you can do instead' });
  return within(list)
    .getAllByRole('link')
    .map((link) => [
      link.querySelector('.access-denied__offer-label')!.textContent!.trim(),
      link.getAttribute('href')!,
    ]);
}

describe('the sourcing Access Denied page', { timeout: 20_000 }, () => {
  it('offers a visitor the enquiries, signing up to become a vendor and logging in as an executive', async () => {
    expect(await offersFor(VISITOR_FACTS)).toEqual([
      ['See open buyer enquiries', '/buyer-enquiries'],
      ['Sign up to become a vendor', '/signup'],
      ['Log in as an executive', '/login'],
    ]);
  });

  it('offers a member to apply to this department, and their company a desk', async () => {
    expect(await offersFor(roleFacts({ membershipType: 'Free Member' }))).toEqual([
      ['See open buyer enquiries', '/buyer-enquiries'],
      ['Become a Vendor', '/vendor-application?department=trims'],
      ['Get a sourcing desk for your company', '/contact-corporate'],
    ]);
  });

  it('offers a vendor Submit Bids beside applying to more departments', async () => {
    const vendor = roleFacts({ role: 'Paid Member', vendorRegistrations: [trims] });
    expect((await offersFor(vendor)).map(([label]) => label)).toEqual([
      'See open buyer enquiries',
      'Submit Bids',
      'Become a Vendor',
      'Get a sourcing desk for your company',
    ]);
  });

  it('offers a member whose trial is over the way to pay, not an application the server would refuse', async () => {
    const expired = roleFacts({ membershipType: 'Free Member', trialExpired: true, paymentOnly: true });
    expect((await offersFor(expired)).map(([label]) => label)).toEqual([
      'See open buyer enquiries',
      'Upgrade to Paid',
      'Get a sourcing desk for your company',
    ]);
  });

  it('sends a limited admin back to the panel they have', async () => {
    expect(await offersFor(roleFacts({ role: 'admin', isLimitedAdmin: true }))).toEqual([
      ['See open buyer enquiries', '/buyer-enquiries'],
      ['Open the Admin Panel', '/admin'],
    ]);
  });
});
