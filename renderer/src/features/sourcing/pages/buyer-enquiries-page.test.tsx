import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@domain/paths.ts';
import type { Session } from '@/session/session-context.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession, signedOutSession } from '@/testing/render.tsx';
import { BuyerEnquiriesPage } from './buyer-enquiries-page.tsx';

const enquiry = {
  id: 'rfq-2',
  requestNumber: 'RFQ-000002',
  companyId: 'c-1',
  department: 'trims',
  customItem: null,
  quantity: '50000',
  quantityUnit: 'pcs',
  description: 'Damask woven labels, 2 colours',
  createdAt: '2026-11-20T10:00:00Z',
  category: { name: 'Woven Labels', parentId: 'cat-labels' },
  mainCategory: 'Labels',
};

function renderAs(session: Session) {
  return renderInApp(
    <Routes>
      <Route path={paths.buyerEnquiries.path} element={<BuyerEnquiriesPage />} />
      <Route path={paths.signup.path} element={<h1>Sign-up page</h1>} />
      <Route path={paths.bidSubmission.path} element={<h1>Submit Bids page</h1>} />
      <Route path={paths.vendorApplication.path} element={<h1>Vendor application page</h1>} />
    </Routes>,
    {
      route: paths.buyerEnquiries.href(),
      session,
      gateway: fakeGateway({ sourcing: { openEnquiries: async () => [enquiry] } }),
    },
  );
}

const apply = async () => {
  const row = (await screen.findByText('RFQ-000002')).closest('tr')!;
  return row.querySelector<HTMLElement>('a, button')!;
};

describe('/buyer-enquiries: Apply to Participate', () => {
  it('sends a visitor to sign up', async () => {
    renderAs(signedOutSession());
    const link = await apply();
    expect(link).toHaveAccessibleName('Apply to Participate');
    expect(link).toHaveAttribute('href', paths.signup.href());
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Sign-up page' })).toBeInTheDocument();
  });

  it.each(['Free Member', 'Paid Member'] as const)(
    'sends a signed-in %s to apply to the enquiry’s company department',
    async (role) => {
      renderAs(signedInSession('member-1', { role }));
      const link = await apply();
      expect(link).toHaveAccessibleName('Apply to Participate');
      expect(link).toHaveAttribute('href', '/vendor-application?company=c-1&department=trims');
      expect(screen.queryByText('Bidding is for member vendors')).not.toBeInTheDocument();
      await userEvent.click(link);
      expect(await screen.findByRole('heading', { name: 'Vendor application page' })).toBeInTheDocument();
    },
  );

  it('sends a vendor of the enquiry’s department to Submit Bids, and applies elsewhere', async () => {
    const registration = { companyId: 'c-1', department: 'trims', departmentName: 'Trims & Accessories' };
    renderAs(signedInSession('vendor-1', { role: 'Paid Member', vendorRegistrations: [registration] }));
    const link = await apply();
    expect(link).toHaveAttribute('href', paths.bidSubmission.href());
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Submit Bids page' })).toBeInTheDocument();
  });

  it('offers a member whose trial is over the way to pay, not an application the server would refuse', async () => {
    renderAs(signedInSession('expired-1', { trialExpired: true, paymentOnly: true }));
    const link = await apply();
    expect(link).toHaveAccessibleName('Upgrade to Participate');
    expect(link).toHaveAttribute('href', paths.payment.href());
  });

  it.each([
    ['a company executive', signedInSession('exec-1', { role: 'corporate_executive', companyId: 'c-1' })],
    ['an administrator', signedInSession('admin-1', { role: 'admin' })],
  ])('offers %s no button, and says why (they cannot bid)', async (_who, session) => {
    renderAs(session);
    const row = (await screen.findByText('RFQ-000002')).closest('tr')!;
    expect(row.querySelector('a, button')).toBeNull();
    expect(screen.getByText('Vendors only')).toHaveAccessibleDescription(
      /^Bidding is for member vendors.*cannot bid\. Vendors are Free and Paid Members/,
    );
    expect(screen.getByText('Bidding is for member vendors')).toBeVisible();
  });
});
