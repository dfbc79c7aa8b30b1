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

  it.each(['Free Member', 'Paid Member'] as const)('sends a signed-in %s to Submit Bids', async (role) => {
    renderAs(signedInSession('member-1', { role }));
    const link = await apply();
    expect(link).toHaveAccessibleName('Apply to Participate');
    expect(link).toHaveAttribute('href', paths.bidSubmission.href());
    expect(screen.queryByText('Bidding is for member vendors')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Submit Bids page' })).toBeInTheDocument();
  });

  it.each([
    ['a company executive', signedInSession('exec-1', { role: 'corporate_executive', companyId: 'c-1' })],
    ['an administrator', signedInSession('admin-1', { role: 'admin' })],
  ])('shows %s the button disabled, and why (they cannot bid)', async (_who, session) => {
    renderAs(session);
    const button = await apply();
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAccessibleName('Apply to Participate');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      /^Bidding is for member vendors.*cannot bid\. Vendors are Free and Paid Members/,
    );
    expect(screen.getByText('Bidding is for member vendors')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Apply to Participate' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('heading', { name: 'Submit Bids page' })).not.toBeInTheDocument();
  });
});
