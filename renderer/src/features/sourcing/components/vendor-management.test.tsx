import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { refused } from '@/data/outcome.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { VendorManagement } from './vendor-management.tsx';

const trims = SOURCING_DEPARTMENTS.find((d) => d.id === 'trims')!;
const ctx = { companyId: 'c-1', companyName: 'Surat Synthetics Ltd', department: trims, userId: 'exec-1' };
const member = { id: 'm-1', memberName: 'Ravi Shah', businessName: 'Shree Labels', email: 'ravi@example.test' };

afterEach(() => dismissToast());

describe('Vendor Mgmt', { timeout: 20_000 }, () => {
  it('refuses a search under 3 characters after trimming, with the spec’s words', async () => {
    const searchMembers = vi.fn(async () => [member]);
    renderInApp(<VendorManagement ctx={ctx} />, {
      gateway: fakeGateway({ sourcing: { listVendors: async () => [], searchMembers } }),
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), '  ra ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentToast()).toMatchObject({
      title: 'Search term too short',
      description: 'Please enter at least 3 characters.',
    });
    expect(searchMembers).not.toHaveBeenCalled();
  });

  it('adds a member found, and names a duplicate as already added', async () => {
    const addVendor = vi.fn(async () => refused('duplicate' as const, 'duplicate key'));
    renderInApp(<VendorManagement ctx={ctx} />, {
      gateway: fakeGateway({
        sourcing: { listVendors: async () => [], searchMembers: async () => [member], addVendor },
      }),
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'shree');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add vendor' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Vendor Already Added',
        description: 'Shree Labels is already a vendor for this department.',
      }),
    );
    expect(addVendor).toHaveBeenCalledWith({
      companyId: 'c-1',
      department: 'trims',
      departmentName: 'Trims & Accessories',
      vendorUserId: 'm-1',
    });
  });

  it('lists approved vendors and removes one only after confirming', async () => {
    const removeVendor = vi.fn(async () => undefined);
    const approved = {
      id: 'r-1',
      vendorUserId: 'm-1',
      createdAt: '2026-11-20T10:00:00Z',
      vendor: {
        memberName: 'Ravi Shah',
        businessName: 'Shree Labels',
        email: 'ravi@example.test',
        mobileNumber: '9800000001',
      },
    };
    renderInApp(<VendorManagement ctx={ctx} />, {
      gateway: fakeGateway({ sourcing: { listVendors: async () => [approved], removeVendor } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Shree Labels' }));
    expect(removeVendor).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove vendor' }));
    await waitFor(() => expect(removeVendor).toHaveBeenCalledWith('r-1'));
    expect(currentToast()).toMatchObject({ title: 'Vendor removed successfully' });
  });
});
