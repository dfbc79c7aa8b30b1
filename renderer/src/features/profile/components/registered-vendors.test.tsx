import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_VENDORS_YET } from '@domain/messages.ts';
import { GatewayError } from '@/data/gateway.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { RegisteredVendors } from './registered-vendors.tsx';

const vendor = {
  id: 'v-1',
  departmentName: 'Trims & Accessories',
  vendor: { memberName: 'Vikram Vendor', businessName: 'Vikram Trims', email: 'v@example.test', mobileNumber: null },
};

describe('RegisteredVendors (through the data cache and the gateway)', () => {
  it('loads the company’s vendors only when opened', async () => {
    const companyVendors = vi.fn(async () => [vendor]);
    renderInApp(<RegisteredVendors companyId="c-1" />, { gateway: fakeGateway({ profiles: { companyVendors } }) });
    expect(companyVendors).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Registered Vendors' }));
    expect(await screen.findByRole('cell', { name: 'Vikram Vendor' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '—' })).toBeInTheDocument();
    expect(companyVendors).toHaveBeenCalledWith('c-1');
  });

  it('says so when there are none', async () => {
    renderInApp(<RegisteredVendors companyId="c-1" />, {
      gateway: fakeGateway({ profiles: { companyVendors: async () => [] } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Registered Vendors' }));
    expect(await screen.findByText(NO_VENDORS_YET)).toBeInTheDocument();
  });

  it('shows the gateway’s failure', async () => {
    renderInApp(<RegisteredVendors companyId="c-1" />, {
      gateway: fakeGateway({
        profiles: {
          companyVendors: async () => {
            throw new GatewayError('Backend unreachable at http://fake.test', 'unreachable');
          },
        },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Registered Vendors' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Backend unreachable at http://fake.test');
  });
});
