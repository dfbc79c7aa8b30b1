import { useId, useState } from 'react';
import { REJECTION_PRESETS, REJECTION_REASON_MAX, REJECTION_REASON_REQUIRED } from '@domain/vendor-applications.ts';
import type { CompanyVendorApplication as Application } from '@/data/ports/vendor-applications.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Textarea } from '@/ui/textarea.tsx';

/** Asks for the reason the applicant will read (a preset or one's own words) before rejecting. */
export function RejectApplicationDialog({
  application,
  onClose,
  onReject,
}: {
  application: Application | null;
  onClose: () => void;
  onReject: (application: Application, reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();
  const close = () => {
    if (pending) return;
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!application) return;
    if (!reason.trim()) return setError(REJECTION_REASON_REQUIRED);
    setPending(true);
    try {
      await onReject(application, reason.trim());
    } finally {
      setPending(false);
      setReason('');
      onClose();
    }
  };
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && close()}
      title="Reject Application"
      description={
        application
          ? `${application.businessName} (${application.memberName}) is told on WhatsApp with your reason. They may apply again later.`
          : undefined
      }
    >
      <div className="applications__presets" role="group" aria-label="Common reasons">
        {REJECTION_PRESETS.map((preset) => (
          <button key={preset} type="button" className="applications__preset" onClick={() => setReason(preset)}>
            {preset}
          </button>
        ))}
      </div>
      <label className="field__label" htmlFor={fieldId}>
        Reason for the applicant
      </label>
      <Textarea
        id={fieldId}
        rows={3}
        value={reason}
        maxLength={REJECTION_REASON_MAX}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <p className="applications__count">
        {reason.length}/{REJECTION_REASON_MAX}
      </p>
      <div className="dialog__actions">
        <Button variant="outline" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" loading={pending} onClick={() => void submit()}>
          Reject Application
        </Button>
      </div>
    </Dialog>
  );
}
