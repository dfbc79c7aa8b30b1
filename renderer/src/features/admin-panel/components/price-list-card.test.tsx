import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/data/gateway.ts';
import { accepted, refused, type Outcome } from '@/data/outcome.ts';
import type { StoredFile, UploadRefusal, UploadsPort } from '@/data/ports/uploads.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { PriceListCard } from './price-list-card.tsx';
import { SERVER_MESSAGES } from '@domain/server-errors.ts';

afterEach(() => dismissToast());

const pdf = () => new File(['%PDF-1.4'], 'List (Nov).pdf', { type: 'application/pdf' });

/** The card over a fake gateway whose uploads and insert a test sets. */
function renderCard(uploads: Partial<UploadsPort>, publishPriceList = vi.fn(async () => undefined)) {
  const remove = vi.fn(async () => undefined);
  renderInApp(<PriceListCard />, {
    gateway: fakeGateway({
      priceList: { list: async () => [] },
      uploads: { remove, ...uploads },
      adminPanel: { publishPriceList },
    }),
  });
  return { remove, publishPriceList };
}

async function submit(description = 'Surat list') {
  await userEvent.upload(screen.getByLabelText(/Price list PDF/), pdf());
  await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), description);
  await userEvent.click(screen.getByRole('button', { name: 'Upload PDF' }));
}

describe('Upload Price PDF: the titled toasts of trade §8 "Uploads"', { timeout: 30_000 }, () => {
  it('shows the upload’s progress, stores the PDF under prices/ with a sanitised name, then writes the row', async () => {
    let finish: () => void = () => undefined;
    const put = vi.fn(
      (bucket: string, path: string, _file: Blob, onProgress?: (fraction: number) => void) =>
        new Promise<Outcome<StoredFile, UploadRefusal>>((resolve) => {
          onProgress?.(0.5);
          finish = () => resolve(accepted({ bucket, path, publicUrl: `u/${path}` }));
        }),
    );
    const { publishPriceList } = renderCard({ put });
    await submit();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading List (Nov).pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    finish();
    await waitFor(() => expect(currentToast()?.title).toBe('Price List Uploaded'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(put.mock.calls[0][0]).toBe('prices');
    expect(put.mock.calls[0][1]).toMatch(/^prices\/\d+-List-Nov\.pdf$/);
    expect(publishPriceList).toHaveBeenCalledWith({
      description: 'Surat list',
      fileName: 'List (Nov).pdf',
      path: put.mock.calls[0][1],
    });
  });

  it('says the session is gone with the spec’s words, and writes nothing', async () => {
    const { publishPriceList } = renderCard({
      put: async () => refused('not-signed-in', 'User not authenticated. Please log in again.'),
    });
    await submit();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Authentication Error',
        description: 'User not authenticated. Please log in again.',
        variant: 'destructive',
      }),
    );
    expect(publishPriceList).not.toHaveBeenCalled();
  });

  it.each([
    ['upload-failed', SERVER_MESSAGES.fileType, 'Storage Upload Failed', SERVER_MESSAGES.fileType],
    ['no-public-url', 'ignored', 'Public URL Missing', 'The file was stored, but no public URL came back for it.'],
  ] as const)('reports %s under its title', async (reason, message, title, description) => {
    const { publishPriceList } = renderCard({ put: async () => refused(reason, message) });
    await submit();
    await waitFor(() => expect(currentToast()).toMatchObject({ title, description, variant: 'destructive' }));
    expect(publishPriceList).not.toHaveBeenCalled();
  });

  it('reports a failed insert and removes the file it had uploaded', async () => {
    const put = vi.fn(async (bucket: string, path: string) => accepted({ bucket, path, publicUrl: `u/${path}` }));
    const { remove } = renderCard(
      { put },
      vi.fn(async () => {
        throw new GatewayError(SERVER_MESSAGES.notAllowed, 'failed');
      }),
    );
    await submit();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Database Insert Failed',
        description: SERVER_MESSAGES.notAllowed,
      }),
    );
    expect(remove).toHaveBeenCalledWith('prices', [put.mock.calls[0][1]]);
    // The form keeps what was typed, so the person can try again.
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Surat list');
  });
});
