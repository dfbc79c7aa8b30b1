import { AlertCircle, ArrowRight } from 'lucide-react';
import type { CellProblem } from '../model/entry-rows.ts';
import { formatCount } from '@domain/format.ts';

const SHOWN = 100;

/** The cells to fix before saving, by row and column, each a button that goes to its cell. */
export function ProblemList({ problems, onGo }: { problems: readonly CellProblem[]; onGo: (p: CellProblem) => void }) {
  if (problems.length === 0) return null;
  const rows = new Set(problems.map((p) => p.row)).size;
  return (
    <section className="cp-problems" aria-labelledby="cp-problems-title">
      <h2 id="cp-problems-title" className="cp-problems__title">
        <AlertCircle size={16} aria-hidden="true" />
        {problems.length} {problems.length === 1 ? 'cell needs' : 'cells need'} attention in {rows}{' '}
        {rows === 1 ? 'row' : 'rows'}
      </h2>
      <ul className="cp-problems__list" aria-label="Cells to fix">
        {problems.slice(0, SHOWN).map((p) => (
          <li key={`${p.key}:${p.field}`}>
            <button type="button" className="cp-problems__item" onClick={() => onGo(p)}>
              <span className="cp-problems__where">
                Row {p.row} · {p.column}
              </span>
              <span className="cp-problems__message">{p.message}</span>
              <ArrowRight size={14} aria-hidden="true" className="cp-problems__go" />
            </button>
          </li>
        ))}
      </ul>
      {problems.length > SHOWN && (
        <p className="cp-problems__more">…and {formatCount(problems.length - SHOWN)} more.</p>
      )}
    </section>
  );
}
