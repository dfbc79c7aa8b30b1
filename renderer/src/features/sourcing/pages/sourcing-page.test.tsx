import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@domain/paths.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { SourcingPage } from './sourcing-page.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const sourcing = {
  listVendors: async () => [],
  overview: async () => [],
  listCategories: async () => [],
  subscribe: async () => () => undefined,
};

function renderAt(
  route: string,
  session = signedInSession('exec-1', {
    role: 'corporate_executive',
    companyId: 'c-1',
    companyName: 'Surat Synthetics Ltd',
  }),
) {
  return renderInApp(
    <Routes>
      <Route
        path={paths.sourcing.path}
        element={
          <>
            <SourcingPage />
            <Where />
          </>
        }
      />
    </Routes>,
    {
      route,
      session,
      gateway: fakeGateway({
        sourcing,
        corporate: { listCompanies: async () => [{ id: 'c-2', companyName: 'Coimbatore Cotton Mills' } as never] },
      }),
    },
  );
}

describe('/sourcing/{department}', { timeout: 20_000 }, () => {
  it('opens Vendor Mgmt on a non-fabric department, with the tabs numbered as the spec numbers them', async () => {
    renderAt(paths.sourcing.href('packaging-material'));
    expect(screen.getByRole('heading', { level: 1, name: 'Packaging Material' })).toBeInTheDocument();
    expect(screen.getByText('Sourcing & Procurement Dashboard')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '1Vendor Mgmt',
      '2Item Mgmt',
      '3RFQ Mgmt',
      '4Bid Mgmt',
      '5RFQ & Bids',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Vendor Mgmt');
  });

  it('opens Create Fabric RFQ on Fabrics and keeps the chosen tab in the URL', async () => {
    renderAt(paths.sourcing.href('fabrics'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '1Vendor Mgmt',
      '2Create Fabric RFQ',
      '3Bid Mgmt',
      '4RFQ & Bids',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Create Fabric RFQ');
    await userEvent.click(screen.getByRole('tab', { name: /RFQ & Bids/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      `${paths.sourcing.href('fabrics')}?tab=overview`,
    );
  });

  it('asks an admin to select a company first', async () => {
    renderAt(paths.sourcing.href('trims'), signedInSession('admin-1', { role: 'admin', isAdmin: true }));
    expect(screen.getByRole('heading', { name: 'Select a Company' })).toBeInTheDocument();
    expect(
      screen.getByText('Please choose a company from the dropdown above to manage their sourcing dashboard.'),
    ).toBeInTheDocument();
    // The chooser shows at once; its companies arrive with the gateway's answer.
    const chooser = await screen.findByRole('combobox', { name: 'Admin: Select Company' });
    await within(chooser).findByRole('option', { name: 'Coimbatore Cotton Mills' });
    await userEvent.selectOptions(chooser, 'c-2');
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Vendor Mgmt');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      `${paths.sourcing.href('trims')}?company=c-2`,
    );
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling).toHaveTextContent(
      'Coimbatore Cotton Mills',
    );
  });
});
