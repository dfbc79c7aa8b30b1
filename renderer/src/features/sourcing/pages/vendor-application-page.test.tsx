import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@domain/paths.ts';
import { alreadyPending } from '@domain/vendor-applications.ts';
import { accepted, refused } from '@/data/outcome.ts';
import type { MyVendorApplication } from '@/data/ports/vendor-applications.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { VendorApplicationPage } from './vendor-application-page.tsx';

const companies = [
  { id: 'c-1', companyName: 'Surat Synthetics Ltd', logoUrl: null, websiteUrl: null },
  { id: 'c-2', companyName: 'Coimbatore Cotton Mills', logoUrl: null, websiteUrl: null },
];
const application = (over: Partial<MyVendorApplication> = {}): MyVendorApplication => ({
  id: 'app-1',
  companyId: 'c-1',
  department: 'trims',
  departmentName: 'Trims & Accessories',
  note: null,
  status: 'pending',
  decidedByName: null,
  decidedAt: null,
  rejectionReason: null,
  createdAt: '2026-11-26T10:00:00Z',
  company: { companyName: 'Surat Synthetics Ltd' },
  ...over,
});

afterEach(() => dismissToast());

function renderPage(options: { route?: string; mine?: MyVendorApplication[]; apply?: ReturnType<typeof vi.fn> } = {}) {
  const apply = options.apply ?? vi.fn(async () => accepted(application()));
  const mine = vi.fn(async () => options.mine ?? []);
  renderInApp(<VendorApplicationPage />, {
    route: options.route ?? paths.vendorApplication.href(),
    session: signedInSession('member-1', { role: 'Free Member' }),
    gateway: fakeGateway({
      corporate: { listCompanies: async () => companies as never },
      vendorApplications: { mine, apply: apply as never, withdraw: vi.fn(async () => accepted(undefined)) },
    }),
  });
  return { apply, mine };
}

describe('/vendor-application', { timeout: 20_000 }, () => {
  it('takes the company and department an enquiry handed over, and sends the application with the note', async () => {
    const { apply } = renderPage({ route: '/vendor-application?company=c-2&department=packaging' });
    const company = await screen.findByRole('combobox', { name: /Company/ });
    await waitFor(() => expect(company).toHaveValue('c-2'));
    expect(screen.getByRole('combobox', { name: /Department/ })).toHaveValue('packaging');
    await userEvent.type(screen.getByRole('textbox', { name: /About your business/ }), 'Poly bags, 40 t a month.');
    expect(screen.getByText(/24\/500/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Application' }));
    await waitFor(() =>
      expect(apply).toHaveBeenCalledWith({
        companyId: 'c-2',
        department: 'packaging',
        departmentName: 'Packaging Material',
        note: 'Poly bags, 40 t a month.',
      }),
    );
    expect(currentToast()).toMatchObject({ title: 'Application Sent!' });
  });

  it('asks for a company and a department before sending anything', async () => {
    const { apply } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Application' }));
    expect(await screen.findByText('Please choose the company and the department you supply.')).toBeVisible();
    expect(apply).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in its words', async () => {
    const message = alreadyPending('Trims & Accessories', 'Surat Synthetics Ltd');
    renderPage({
      route: '/vendor-application?company=c-1&department=trims',
      apply: vi.fn(async () => refused('duplicate', message)),
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Company/ })).toHaveValue('c-1'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('lists the member’s applications with the decision and the reason, and says when one is waiting', async () => {
    renderPage({
      route: '/vendor-application?company=c-1&department=trims',
      mine: [
        application(),
        application({
          id: 'app-2',
          companyId: 'c-2',
          company: { companyName: 'Coimbatore Cotton Mills' },
          status: 'rejected',
          decidedAt: '2026-11-27T09:00:00Z',
          decidedByName: 'Lakshmi Narayanan',
          rejectionReason: 'We buy trims only from GOTS-certified units.',
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Your vendor applications' });
    expect(within(table).getByText('Awaiting decision')).toBeInTheDocument();
    expect(within(table).getByText('Not accepted')).toBeInTheDocument();
    expect(within(table).getByText('Reason: We buy trims only from GOTS-certified units.')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
    // The chosen department already has an application waiting: nothing to send twice.
    expect(screen.getByRole('button', { name: 'Send Application' })).toBeDisabled();
    expect(screen.getByText(/has your application for Trims & Accessories/)).toBeVisible();
  });
});
