import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { accepted, refused } from '@/data/outcome.ts';
import type { CompanyVendorApplication } from '@/data/ports/vendor-applications.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
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

  describe('applications', () => {
    const application: CompanyVendorApplication = {
      id: 'app-1',
      applicantUserId: 'm-2',
      department: 'trims',
      departmentName: 'Trims & Accessories',
      note: 'Woven labels since 2009.',
      status: 'pending',
      decidedByName: null,
      decidedAt: null,
      rejectionReason: null,
      createdAt: '2026-11-26T10:00:00Z',
      memberName: 'Meera Iyer',
      businessName: 'Iyer Labels',
      email: 'meera@example.test',
      countryCode: '+91',
      mobileNumber: '9800000002',
      city: 'Tiruppur',
      state: 'Tamil Nadu',
      membershipType: 'Free Member',
      isVerifiedMember: false,
      businessType: ['Label & Tag Manufacturer'],
    };
    const executive = signedInSession('exec-1', { role: 'corporate_executive', companyId: 'c-1' });

    function renderDesk(overrides: Record<string, unknown>) {
      const gateway = fakeGateway({
        sourcing: { listVendors: async () => [] },
        vendorApplications: {
          forDepartment: async () => [application],
          notifyApplicant: vi.fn(async () => accepted(undefined)),
          ...overrides,
        },
      });
      renderInApp(<VendorManagement ctx={ctx} />, { gateway, session: executive });
      return gateway;
    }

    it('shows an executive the department’s applications with what the applicant says', async () => {
      renderDesk({});
      const table = await screen.findByRole('table', { name: 'Vendor applications awaiting a decision' });
      expect(table).toHaveTextContent('Iyer Labels');
      expect(table).toHaveTextContent('Woven labels since 2009.');
      expect(table).toHaveTextContent('Label & Tag Manufacturer');
      expect(table).toHaveTextContent('+91 9800000002');
    });

    it('accepts, then tells the applicant on WhatsApp', async () => {
      const accept = vi.fn(async () => accepted(undefined));
      const gateway = renderDesk({ accept });
      await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
      await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Vendor Added!' }));
      expect(accept).toHaveBeenCalledWith('app-1');
      expect(gateway.vendorApplications.notifyApplicant).toHaveBeenCalledWith('app-1');
    });

    it('rejects only with a reason, and says so when the applicant could not be told', async () => {
      const reject = vi.fn(async () => accepted(undefined));
      renderDesk({ reject, notifyApplicant: vi.fn(async () => refused('not-delivered', 'No mobile number.')) });
      await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
      await userEvent.click(screen.getByRole('button', { name: 'Reject Application' }));
      expect(await screen.findByText('Please give the applicant a reason for the rejection.')).toBeVisible();
      expect(reject).not.toHaveBeenCalled();
      await userEvent.click(
        screen.getByRole('button', { name: 'Your business does not match what this department buys.' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Reject Application' }));
      await waitFor(() =>
        expect(currentToast()).toMatchObject({
          title: 'Decision saved, but the applicant could not be told on WhatsApp',
          description: 'No mobile number.',
        }),
      );
      expect(reject).toHaveBeenCalledWith('app-1', 'Your business does not match what this department buys.');
    });

    it('is not shown to those who may not review (the capability table)', async () => {
      renderInApp(<VendorManagement ctx={ctx} />, {
        gateway: fakeGateway({ sourcing: { listVendors: async () => [] } }),
        session: signedInSession('limited-1', { role: 'admin', isLimitedAdmin: true }),
      });
      expect(await screen.findByRole('heading', { name: /Approved vendors/ })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Applications/ })).toBeNull();
    });
  });
});
