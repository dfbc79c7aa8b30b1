import { FileText } from 'lucide-react';
import { SPEC_LABELS } from '@domain/fabric-rfq.ts';
import { useFabricSpecQuery } from '../api.ts';
import '../sourcing.css';
import './fabric-spec-summary.css';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

const show = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/** A fabric RFQ's full specification, compact: category and type, technical specs, commercial terms, media. */
export function FabricSpecSummary({ fabricRequestId }: { fabricRequestId: string }) {
  const spec = useFabricSpecQuery(fabricRequestId);
  if (!spec.data) return null;
  const s = spec.data;
  const entries = (o: Record<string, unknown>) => Object.entries(o).filter(([, v]) => v !== null && v !== '');
  return (
    <section className="fabric-spec" aria-label="Fabric specification">
      <h4>
        {s.fabricCategory}
        {s.fabricType ? ` · ${s.fabricType}` : ''} · {s.productTitle}
      </h4>
      <dl className="fabric-spec__grid">
        {[...entries(s.technicalSpecs), ...entries(s.commercialDetails)].map(([key, value]) => (
          <div key={key}>
            <dt>{SPEC_LABELS[key] ?? key}</dt>
            <dd>{show(value)}</dd>
          </div>
        ))}
      </dl>
      {(s.imageUrls.length > 0 || s.specSheetUrl) && (
        <div className="fabric-spec__media">
          {s.imageUrls.map((url, i) => (
            <NewWindowLink key={url} href={url} rel="noreferrer">
              <img src={url} alt={`${s.productTitle}, image ${i + 1}`} loading="lazy" />
            </NewWindowLink>
          ))}
          {s.specSheetUrl && (
            <NewWindowLink className="fabric-spec__sheet" href={s.specSheetUrl} rel="noreferrer">
              <FileText size={16} aria-hidden="true" /> Spec sheet
            </NewWindowLink>
          )}
        </div>
      )}
      {s.remarks && <p className="fabric-spec__remarks">{s.remarks}</p>}
    </section>
  );
}
