import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import type { BidRow } from '../model/bid-rows.ts';
import { RejectDialog } from './reject-dialog.tsx';

const BID = {
  id: 'b1',
  bidDisplayId: 'BID-000042',
  bidderName: 'Anita Shah',
  bidQuantity: 500,
  bidPrice: 195.5,
} as BidRow;

describe('RejectDialog', () => {
  it('asks for a reason first, takes a preset, and rejects with the trimmed reason', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderInApp(<RejectDialog bid={BID} onClose={onClose} onReject={onReject} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reject Bid' });
    expect(dialog).toHaveTextContent('BID-000042 from Anita Shah: 500 kg at ₹195.50.');

    await user.click(screen.getByRole('button', { name: 'Reject Bid' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give the bidder a reason for the rejection.');
    expect(onReject).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Product not available at the moment.' }));
    expect(screen.getByLabelText('Reason for the bidder')).toHaveValue('Product not available at the moment.');
    await user.clear(screen.getByLabelText('Reason for the bidder'));
    await user.type(screen.getByLabelText('Reason for the bidder'), '  Lot already sold.  ');
    expect(screen.getByText('17 / 200 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject Bid' }));
    expect(onReject).toHaveBeenCalledWith(BID, 'Lot already sold.');
    expect(onClose).toHaveBeenCalled();
  });
});
