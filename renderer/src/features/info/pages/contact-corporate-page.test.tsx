import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORPORATE_ENQUIRY } from '@domain/schemas/corporate-enquiry.ts';
import { GatewayError } from '@/data/gateway.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { ContactCorporatePage } from './contact-corporate-page.tsx';

afterEach(() => dismissToast());

async function fillAndSend() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Patel');
  await userEvent.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9876543210');
  await userEvent.type(screen.getByRole('textbox', { name: /^Organisation name/ }), 'Asha Looms');
  await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
}

describe('Contact Corporate Sales', { timeout: 30_000 }, () => {
  it('thanks the sender and clears the form', async () => {
    const sendCorporateEnquiry = vi.fn(async () => undefined);
    renderInApp(<ContactCorporatePage />, { gateway: fakeGateway({ info: { sendCorporateEnquiry } }) });
    await fillAndSend();
    await waitFor(() => expect(currentToast()).toMatchObject(CORPORATE_ENQUIRY.sent));
    expect(sendCorporateEnquiry).toHaveBeenCalledWith(expect.objectContaining({ email: 'asha@example.test' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('shows why sending failed and keeps what was typed', async () => {
    const sendCorporateEnquiry = vi.fn(async () => {
      throw new GatewayError('Backend unreachable at http://fake.test', 'unreachable');
    });
    renderInApp(<ContactCorporatePage />, { gateway: fakeGateway({ info: { sendCorporateEnquiry } }) });
    await fillAndSend();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: CORPORATE_ENQUIRY.failedTitle,
        description: 'Backend unreachable at http://fake.test',
      }),
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Patel');
  });

  it('falls back to the general message when the failure has no words', async () => {
    const sendCorporateEnquiry = vi.fn(async () => {
      throw new GatewayError('', 'failed');
    });
    renderInApp(<ContactCorporatePage />, { gateway: fakeGateway({ info: { sendCorporateEnquiry } }) });
    await fillAndSend();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: CORPORATE_ENQUIRY.failedTitle,
        description: CORPORATE_ENQUIRY.failedFallback,
      }),
    );
  });

  it('words over-long fields and limits them as the server does, sending nothing', async () => {
    const sendCorporateEnquiry = vi.fn(async () => undefined);
    renderInApp(<ContactCorporatePage />, { gateway: fakeGateway({ info: { sendCorporateEnquiry } }) });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    const organisation = screen.getByRole('textbox', { name: /^Organisation/ });
    expect(name).toHaveAttribute('maxlength', '120');
    expect(organisation).toHaveAttribute('maxlength', '200');
    // Past the maxlength, as a script or an old browser could type.
    for (const [field, length] of [
      [name, 121],
      [organisation, 201],
    ] as const) {
      field.removeAttribute('maxlength');
      await userEvent.type(field, 'x'.repeat(length));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name must be 120 characters or less.'));
    expect(organisation).toHaveAccessibleDescription('Organisation name must be 200 characters or less.');
    expect(screen.queryByText(/Too big|expected string/)).toBeNull();
    expect(sendCorporateEnquiry).not.toHaveBeenCalled();
  });
});
