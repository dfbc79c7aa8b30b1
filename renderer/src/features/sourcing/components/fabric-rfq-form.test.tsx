import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FabricRequestRow, LinkedSourcingRow } from '@domain/fabric-rfq.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { GatewayError } from '@/data/gateway.ts';
import { fakeGateway, type GatewayOverrides } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { FabricRfqForm } from './fabric-rfq-form.tsx';
import { SERVER_MESSAGES } from '@domain/server-errors.ts';

const fabrics = SOURCING_DEPARTMENTS.find((d) => d.id === 'fabrics')!;
const ctx = { companyId: 'c-1', companyName: 'Surat Synthetics Ltd', department: fabrics, userId: 'exec-1' };
/** A file that is a PNG by its content (the form reads each image's signature). */
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], name, { type: 'image/png' });

afterEach(() => dismissToast());

function renderForm(sourcing: GatewayOverrides['sourcing'] = {}) {
  return renderInApp(<FabricRfqForm ctx={ctx} onOpenBidding={() => undefined} />, {
    gateway: fakeGateway({ sourcing }),
  });
}

describe('Create Fabric RFQ', { timeout: 20_000 }, () => {
  it('shows technical specs only after a category is chosen, and clears them when it changes', async () => {
    renderForm();
    expect(screen.queryByRole('combobox', { name: 'Weaving machine type' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Woven');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Weaving machine type' }), 'Rapier');
    await userEvent.type(screen.getByRole('textbox', { name: 'EPI (ends per inch)' }), '1a3x2');
    expect(screen.getByRole('textbox', { name: 'EPI (ends per inch)' })).toHaveValue('132');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Knit');
    expect(screen.queryByRole('combobox', { name: 'Weaving machine type' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Woven');
    expect(screen.getByRole('combobox', { name: 'Weaving machine type' })).toHaveValue('');
  });

  it('enables Submit RFQ only with a category and a title', async () => {
    renderForm();
    const submit = screen.getByRole('button', { name: 'Submit RFQ' });
    expect(submit).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Knit');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Product title/ }), 'Single jersey 180 GSM');
    expect(submit).toBeEnabled();
  });

  it('takes up to 4 images, says so beyond, and disables the input at 4', async () => {
    renderForm();
    const input = screen.getByLabelText(/Fabric images/);
    await userEvent.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    expect(await screen.findAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    await userEvent.upload(input, [png('d.png'), png('e.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload a maximum of 4 images.');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
    expect(input).toBeDisabled();
  });

  it('writes nothing and says why when the server refuses the RFQ (both rows or neither)', async () => {
    const createFabricRfq = vi.fn(async (_request: FabricRequestRow & { id: string }, _rfq: LinkedSourcingRow) => {
      throw new GatewayError(SERVER_MESSAGES.notAllowed, 'failed');
    });
    renderForm({ createFabricRfq });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Non-Woven');
    await userEvent.type(screen.getByRole('textbox', { name: /Product title/ }), 'Spunbond PP 40 GSM');
    await userEvent.type(screen.getByRole('textbox', { name: 'MOQ (meters)' }), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit RFQ' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Submission Failed'));
    expect(createFabricRfq).toHaveBeenCalledTimes(1);
    expect(createFabricRfq.mock.calls[0][0]).toMatchObject({
      fabric_category: 'Non-Woven',
      product_title: 'Spunbond PP 40 GSM',
      commercial_details: { moq: 20000 },
      listing_type: 'Buy',
    });
    expect(currentToast()).toMatchObject({ title: 'Submission Failed', description: SERVER_MESSAGES.notAllowed });
    // Nothing was written, so the draft stays for another try.
    expect(screen.getByRole('textbox', { name: /Product title/ })).toHaveValue('Spunbond PP 40 GSM');
  });

  it('sends both rows, the RFQ naming its fabric request, says so, and resets the form', async () => {
    const createFabricRfq = vi.fn(async (_request: FabricRequestRow & { id: string }, _rfq: LinkedSourcingRow) => ({
      id: 'r-1',
      requestNumber: 'RFQ-000077',
    }));
    renderForm({ createFabricRfq });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Knit');
    await userEvent.type(screen.getByRole('textbox', { name: /Product title/ }), 'Pique 220 GSM');
    await userEvent.click(screen.getByRole('button', { name: 'Submit RFQ' }));
    await waitFor(() => expect(createFabricRfq).toHaveBeenCalledTimes(1));
    const [request, rfq] = createFabricRfq.mock.calls[0];
    expect(request.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rfq).toMatchObject({
      department: 'fabrics',
      quantity: 'Not specified',
      quantity_unit: 'meters',
      description: 'Fabric: Knit, Pique 220 GSM. See linked fabric request for full specs.',
      fabric_sourcing_request_id: request.id,
    });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Success!',
        description: 'Your fabric RFQ has been submitted and is ready for bid management. (RFQ-000077)',
      }),
    );
    expect(screen.getByRole('textbox', { name: /Product title/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Fabric category/ })).toHaveValue('');
  });
});
