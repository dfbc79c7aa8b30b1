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

  it('removes the fabric request again when its RFQ cannot be written', async () => {
    const deleteFabricRequest = vi.fn(async () => undefined);
    const insertFabricRequest = vi.fn(async (_row: FabricRequestRow) => ({ id: 'f-1' }));
    renderForm({
      insertFabricRequest,
      insertLinkedRfq: async () => {
        throw new GatewayError(SERVER_MESSAGES.notAllowed, 'failed');
      },
      deleteFabricRequest,
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Non-Woven');
    await userEvent.type(screen.getByRole('textbox', { name: /Product title/ }), 'Spunbond PP 40 GSM');
    await userEvent.type(screen.getByRole('textbox', { name: 'MOQ (meters)' }), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit RFQ' }));
    await waitFor(() => expect(deleteFabricRequest).toHaveBeenCalledWith('f-1'));
    expect(insertFabricRequest.mock.calls[0][0]).toMatchObject({
      fabric_category: 'Non-Woven',
      product_title: 'Spunbond PP 40 GSM',
      commercial_details: { moq: 20000 },
      listing_type: 'Buy',
    });
    expect(currentToast()).toMatchObject({
      title: 'Submission Failed',
      description: SERVER_MESSAGES.notAllowed,
    });
  });

  it('links the two rows, says so, and resets the form', async () => {
    const insertLinkedRfq = vi.fn(async (_row: LinkedSourcingRow) => ({ id: 'r-1', requestNumber: 'RFQ-000077' }));
    const linkFabricRequest = vi.fn(async () => undefined);
    renderForm({ insertFabricRequest: async () => ({ id: 'f-2' }), insertLinkedRfq, linkFabricRequest });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Knit');
    await userEvent.type(screen.getByRole('textbox', { name: /Product title/ }), 'Pique 220 GSM');
    await userEvent.click(screen.getByRole('button', { name: 'Submit RFQ' }));
    await waitFor(() => expect(linkFabricRequest).toHaveBeenCalledWith('f-2', 'r-1'));
    expect(insertLinkedRfq.mock.calls[0][0]).toMatchObject({
      department: 'fabrics',
      quantity: 'Not specified',
      quantity_unit: 'meters',
      description: 'Fabric: Knit, Pique 220 GSM. See linked fabric request for full specs.',
      fabric_sourcing_request_id: 'f-2',
    });
    expect(currentToast()).toMatchObject({
      title: 'Success!',
      description: 'Your fabric RFQ has been submitted and is ready for bid management. (RFQ-000077)',
    });
    expect(screen.getByRole('textbox', { name: /Product title/ })).toHaveValue('');
  });

  it('keeps the RFQ and warns when the specs cannot be linked to it (Linking Warning)', async () => {
    const insertLinkedRfq = vi.fn(async (_row: LinkedSourcingRow) => ({ id: 'r-9', requestNumber: 'RFQ-000079' }));
    const linkFabricRequest = vi.fn(async () => {
      throw new GatewayError('The fabric request could not be linked.', 'failed');
    });
    const deleteFabricRequest = vi.fn(async () => undefined);
    renderForm({
      insertFabricRequest: async () => ({ id: 'f-9' }),
      insertLinkedRfq,
      linkFabricRequest,
      deleteFabricRequest,
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fabric category/ }), 'Woven');
    await userEvent.type(screen.getByRole('textbox', { name: /Product title/ }), 'Cotton poplin 40s');
    await userEvent.click(screen.getByRole('button', { name: 'Submit RFQ' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Linking Warning'));
    expect(currentToast()).toMatchObject({
      title: 'Linking Warning',
      description: 'Your RFQ was created, but its detailed fabric specs could not be linked to it.',
    });
    expect(currentToast()?.variant).not.toBe('destructive');
    // The RFQ was created and stays, pointing at its fabric request; only the link back is missing.
    expect(insertLinkedRfq).toHaveBeenCalledTimes(1);
    expect(insertLinkedRfq.mock.calls[0][0]).toMatchObject({ fabric_sourcing_request_id: 'f-9' });
    expect(linkFabricRequest).toHaveBeenCalledWith('f-9', 'r-9');
    expect(deleteFabricRequest).not.toHaveBeenCalled();
    // The submission is over: the form resets for the next RFQ.
    expect(screen.getByRole('textbox', { name: /Product title/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Fabric category/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit RFQ' })).toBeDisabled();
  });
});
