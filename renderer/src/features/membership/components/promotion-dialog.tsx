import { useState, type FormEvent } from 'react';
import { PROMOTION_DEFAULTS, PROMOTION_LIMITS, PromotionEmailBody } from '@domain/schemas/admin.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { fieldIssues } from '../model/form-issues.ts';
import { formatCount } from '@domain/format.ts';

export interface Recipient {
  email: string;
  memberName: string;
}

/**
 * Composes the promotion e-mail to the selected members: a subject and a message (starting with the paid plan's
 * offer); each member gets their own copy, greeted by name.
 */
export function PromotionDialog({
  recipients,
  onClose,
  onSend,
}: {
  recipients: readonly Recipient[];
  onClose: () => void;
  onSend: (mail: { subject: string; message: string }) => Promise<boolean>;
}) {
  const [subject, setSubject] = useState<string>(PROMOTION_DEFAULTS.subject);
  const [message, setMessage] = useState<string>(PROMOTION_DEFAULTS.message);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const count = recipients.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PromotionEmailBody.safeParse({
      selectedUsers: recipients.map((r) => ({ email: r.email, member_name: r.memberName })),
      subject,
      message,
    });
    setErrors(fieldIssues(parsed.error));
    if (!parsed.success) return;
    setSending(true);
    try {
      if (await onSend({ subject: parsed.data.subject, message: parsed.data.message })) onClose();
    } finally {
      setSending(false);
    }
  };

  const shown = recipients.slice(0, 3).map((r) => r.memberName);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title="Send promotion e-mail"
      description={`To ${formatCount(count)} selected member${count === 1 ? '' : 's'}: ${shown.join(', ')}${
        count > shown.length ? ` and ${count - shown.length} more` : ''
      }. Each gets their own e-mail, greeted by name.`}
    >
      <form className="member-form" onSubmit={(e) => void submit(e)} noValidate>
        {errors.selectedUsers && (
          <p className="field__error" role="alert">
            {errors.selectedUsers}
          </p>
        )}
        <Field label="Subject" required error={errors.subject}>
          {(p) => (
            <TextInput
              {...p}
              value={subject}
              maxLength={PROMOTION_LIMITS.subjectMax}
              onChange={(e) => setSubject(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Message"
          required
          error={errors.message}
          hint={
            <CharacterCounter text={message} max={PROMOTION_LIMITS.messageMax}>
              A blank line starts a new paragraph.
            </CharacterCounter>
          }
        >
          {(p) => (
            <Textarea
              {...p}
              rows={8}
              value={message}
              aria-invalid={p['aria-invalid'] || isOverLimit(message, PROMOTION_LIMITS.messageMax) || undefined}
              onChange={(e) => setMessage(e.target.value)}
            />
          )}
        </Field>
        <div className="dialog__actions">
          <Button type="button" variant="outline" disabled={sending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Send to {formatCount(count)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
