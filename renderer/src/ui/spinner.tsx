import './spinner.css';

/** A spinning ring; `label` is read out to screen readers (empty when a surrounding element already says it). */
export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** The whole-page loading state (auth loading, lazy pages). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size={40} label={label} />
    </div>
  );
}
