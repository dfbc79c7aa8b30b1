import { makeTextPdf } from '../../bench/pdf/make-pdf.ts';
import type { StackClient } from './fixture.ts';

/** Publishes a price list as the admin's upload does: the PDF into the prices bucket, then its row. */
export async function publishList(client: StackClient, description: string): Promise<void> {
  const service = client('service');
  const file = `offline-${Date.now()}.pdf`;
  const upload = await service.storage
    .from('prices')
    .upload(file, makeTextPdf({ pages: 2, title: description }), { contentType: 'application/pdf' });
  if (upload.error) throw new Error(upload.error.message);
  const { error } = await service.from('price_updates_pdfs').insert({
    file_url: file,
    description,
    file_name: file,
    bucket_name: 'prices',
    storage_file_path: file,
  });
  if (error) throw new Error(error.message);
}
