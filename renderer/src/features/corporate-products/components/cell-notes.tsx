import { Info, X } from 'lucide-react';
import type { CellNote } from '../model/entry-rows.ts';
import { formatCount } from '@domain/format.ts';

export interface NotesReport {
  title: string;
  summary: string;
  /** 'Row' for the grid's rows, 'File row' for an import. */
  rowLabel: string;
  notes: CellNote[];
}

const SHOWN = 50;

/** What a paste or an import could not use, by row and column, with why; dismissable. */
export function CellNotes({ report, onClose }: { report: NotesReport | null; onClose: () => void }) {
  if (!report) return null;
  return (
    <section className="cp-notes" aria-labelledby="cp-notes-title">
      <div className="cp-notes__head">
        <Info size={16} aria-hidden="true" />
        <div>
          <h2 id="cp-notes-title" className="cp-notes__title">
            {report.title}
          </h2>
          <p className="cp-notes__summary">{report.summary}</p>
        </div>
        <button type="button" className="icon-button" aria-label="Dismiss" onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      {report.notes.length > 0 && (
        <div className="cp-notes__scroll">
          <table className="cp-notes__table">
            <caption className="visually-hidden">Cells not used</caption>
            <thead>
              <tr>
                <th scope="col">{report.rowLabel}</th>
                <th scope="col">Column</th>
                <th scope="col">Value</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {report.notes.slice(0, SHOWN).map((n, i) => (
                <tr key={i}>
                  <td className="cp-notes__num">{n.row}</td>
                  <td>{n.column}</td>
                  <td className="cp-notes__value">{n.value}</td>
                  <td>{n.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.notes.length > SHOWN && (
            <p className="cp-notes__more">…and {formatCount(report.notes.length - SHOWN)} more.</p>
          )}
        </div>
      )}
    </section>
  );
}
