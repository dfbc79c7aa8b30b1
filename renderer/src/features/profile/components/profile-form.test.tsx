import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOBILE_TAKEN, REQUIRED } from '@domain/messages.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import type { ProfileFormInput } from '@domain/schemas/profile.ts';
import { blankProfileForm } from '../model/profile-form-values.ts';
import { ProfileForm } from './profile-form.tsx';

function renderForm(
  options: {
    isMobileTaken?: (code: string, number: string) => Promise<boolean>;
    mode?: 'create' | 'edit';
    defaults?: Partial<ProfileFormInput>;
  } = {},
) {
  const onSubmit = vi.fn(async (_values: unknown) => undefined);
  const isMobileTaken = vi.fn(options.isMobileTaken ?? (async () => false));
  // Districts for a state without a bundled list would come from profiles.lookupDistricts; none is needed here.
  renderInApp(
    <ProfileForm
      mode={options.mode ?? 'create'}
      defaultValues={{ ...blankProfileForm('asha@example.com'), ...options.defaults }}
      emailLocked
      submitLabel={options.mode === 'edit' ? 'Save Changes' : 'Create Profile'}
      onSubmit={onSubmit}
      isMobileTaken={isMobileTaken}
    />,
    { gateway: fakeGateway() },
  );
  return { onSubmit, isMobileTaken };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('ProfileForm', () => {
  it('refuses an empty form with the spec’s messages, focuses the first field and sends nothing', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText(REQUIRED.memberName)).toBeInTheDocument();
    expect(screen.getByText(REQUIRED.businessName)).toBeInTheDocument();
    expect(field('Member Name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the chosen state’s districts, and a state change clears the district', async () => {
    renderForm();
    await userEvent.selectOptions(field('State'), 'Gujarat');
    const district = field('District') as HTMLSelectElement;
    await waitFor(() => expect(district).toBeEnabled());
    await userEvent.selectOptions(district, 'Surat');
    expect(district).toHaveValue('Surat');
    await userEvent.selectOptions(field('State'), 'Kerala');
    await waitFor(() => expect(district).toHaveValue(''));
    expect([...district.options].map((o) => o.value)).toContain('Ernakulam');
  });

  it('shows the saved district when editing, and an unchanged save keeps it', async () => {
    const { onSubmit } = renderForm({
      mode: 'edit',
      defaults: {
        memberName: 'Asha',
        businessName: 'Asha Mills',
        mobileNumber: '9876543210',
        state: 'Gujarat',
        district: 'Surat',
        pinZipCode: '395003',
      },
    });
    const district = field('District') as HTMLSelectElement;
    expect(district).toHaveValue('Surat');
    await waitFor(() => expect(district).toBeEnabled());
    expect(district).toHaveValue('Surat');
    expect(district.selectedOptions[0]?.textContent).toBe('Surat');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ state: 'Gujarat', district: 'Surat' });
  });

  it('asks for a city instead of state and district outside India', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText(/^Country\b(?! Code)/), 'Germany');
    expect(screen.queryByLabelText('State', { exact: false })).toBeNull();
    expect(field('City / Region')).toBeInTheDocument();
  });

  it('stops on a mobile number another member holds, and submits once it is free', async () => {
    let taken = true;
    const { onSubmit, isMobileTaken } = renderForm({ isMobileTaken: async () => taken });
    await userEvent.type(field('Member Name'), 'Asha Textiles');
    await userEvent.type(field('Business Name'), 'Asha Mills');
    await userEvent.type(field('Mobile Number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText(MOBILE_TAKEN)).toBeInTheDocument();
    expect(isMobileTaken).toHaveBeenCalledWith('+91', '9876543210');
    expect(onSubmit).not.toHaveBeenCalled();

    taken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      memberName: 'Asha Textiles',
      businessName: 'Asha Mills',
      mobileNumber: '9876543210',
      countryCode: '+91',
      membershipType: 'Free Member',
    });
  });
});
