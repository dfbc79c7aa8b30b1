export type RfqView = 'rounds' | 'matrix';

/** Rounds & bids or the comparison matrix of an RFQ. */
export function RfqViewSwitch({
  requestNumber,
  view,
  onChange,
}: {
  requestNumber: string;
  view: RfqView;
  onChange: (view: RfqView) => void;
}) {
  return (
    <div className="segmented" role="group" aria-label={`${requestNumber} view`}>
      <button
        type="button"
        className="segmented__option"
        aria-pressed={view === 'rounds'}
        onClick={() => onChange('rounds')}
      >
        Rounds &amp; bids
      </button>
      <button
        type="button"
        className="segmented__option"
        aria-pressed={view === 'matrix'}
        onClick={() => onChange('matrix')}
      >
        Comparison matrix
      </button>
    </div>
  );
}
