import './upload-progress.css';

/** A progress bar for one upload: `value` from 0 to 1, with the percentage said and shown. */
export function UploadProgress({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="upload-progress">
      <div className="upload-progress__text">
        <span className="upload-progress__label">{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
