import * as RadixDialog from '@radix-ui/react-dialog';
import { Download, ExternalLink, X } from 'lucide-react';
import { PRICE_LIST_TEXT } from '@domain/price-list.ts';
import type { PriceListPdf } from '@/data/ports/price-list.ts';
import { PdfViewer } from '@/ui/pdf-viewer/pdf-viewer.tsx';
import '@/ui/dialog/dialog.css';
import '@/ui/pdf-viewer/pdf-viewer.css';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

/** The storage API sends a file as an attachment when asked with `?download=<name>`. */
function downloadUrl(pdf: PriceListPdf): string {
  const url = new URL(pdf.fileUrl);
  url.searchParams.set('download', pdf.fileName ?? '');
  return url.toString();
}

/** The in-app PDF viewer over the price list, with download and open-in-new-tab. */
export function PdfViewerDialog({ pdf, onClose }: { pdf: PriceListPdf; onClose: () => void }) {
  const title = pdf.description.trim() || PRICE_LIST_TEXT.viewDocument;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="pdf-dialog" aria-describedby={undefined}>
          <header className="pdf-dialog__header">
            <RadixDialog.Title className="pdf-dialog__title">{title}</RadixDialog.Title>
            <div className="pdf-dialog__actions">
              <a className="pdf-tool" href={downloadUrl(pdf)} download={pdf.fileName ?? true}>
                <Download size={18} aria-hidden="true" />
                <span>Download</span>
              </a>
              <NewWindowLink className="pdf-tool" href={pdf.fileUrl} rel="noopener noreferrer">
                <ExternalLink size={18} aria-hidden="true" />
                <span>Open in new tab</span>
              </NewWindowLink>
              <RadixDialog.Close className="pdf-tool pdf-tool--icon" aria-label="Close">
                <X size={20} aria-hidden="true" />
              </RadixDialog.Close>
            </div>
          </header>
          <PdfViewer source={pdf.fileUrl} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
