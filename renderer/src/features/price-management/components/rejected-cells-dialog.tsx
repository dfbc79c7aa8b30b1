import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Button } from '@/ui/button.tsx';
import type { RejectedCell } from '../model/paste.ts';
import { formatCount } from '@domain/format.ts';
import './sheet-dialogs.css';

export interface RejectionReport {
  /** 'Paste', 'Import of prices.xlsx'… */
  title: string;
  summary: string;
  cells: RejectedCell[];
  /** 'Row' for the sheet's rows, 'File row' for an import. */
  rowLabel: string;
}

const SHOWN = 200;

/** The cells a paste or an import could not use, by row and column, with why; nothing of them was changed. */
export function RejectedCellsDialog({ report, onClose }: { report: RejectionReport | null; onClose: () => void }) {
  const cells = report?.cells ?? [];
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => !open && onClose()}
      title={report?.title ?? ''}
      description={report?.summary}
      className="dialog--wide"
    >
      <div className="rejected-cells">
        <table className="rejected-cells__table">
          <caption className="visually-hidden">Cells not used</caption>
          <thead>
            <tr>
              <th scope="col">{report?.rowLabel ?? 'Row'}</th>
              <th scope="col">Product</th>
              <th scope="col">Column</th>
              <th scope="col">Value</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {cells.slice(0, SHOWN).map((cell, i) => (
              <tr key={i}>
                <td className="rejected-cells__num">{cell.row}</td>
                <td>{cell.product ?? '–'}</td>
                <td>{cell.column}</td>
                <td className="rejected-cells__value">{cell.value || '(empty)'}</td>
                <td>{cell.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {cells.length > SHOWN && <p className="rejected-cells__more">…and {formatCount(cells.length - SHOWN)} more.</p>}
      </div>
      <div className="dialog__actions">
        <Button onClick={onClose}>OK</Button>
      </div>
    </Dialog>
  );
}
