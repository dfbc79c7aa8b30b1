import { useState, type FormEvent } from 'react';
import { MEMBERSHIP_TYPES } from '@domain/constants.ts';
import { MemberEditForm, type MemberEdit, type MemberEditInput } from '@domain/schemas/admin.ts';
import type { AdminMember } from '@/data/ports/member-admin.ts';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { fieldIssues } from '../model/form-issues.ts';

const PLAN_OPTIONS = MEMBERSHIP_TYPES.map((plan) => ({ value: plan, label: plan }));

const initialOf = (m: AdminMember): MemberEditInput => ({
  memberName: m.memberName,
  email: m.email,
  businessName: m.businessName,
  messagingCredits: String(m.messagingCredits),
  membershipType: m.membershipType,
  isVerifiedMember: m.isVerifiedMember,
  isCorporateMember: m.isCorporateMember,
});

/**
 * Edits one member (trade §5 "Member edit (admin)"): name and email required, credits numeric (blank becomes 0),
 * plan, verified and corporate. `onSave` gets the checked values; the dialog stays open while it runs.
 */
export function MemberEditDialog({
  member,
  onClose,
  onSave,
}: {
  member: AdminMember;
  onClose: () => void;
  onSave: (values: MemberEdit) => Promise<boolean>;
}) {
  const [values, setValues] = useState<MemberEditInput>(() => initialOf(member));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof MemberEditInput>(key: K, value: MemberEditInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MemberEditForm.safeParse(values);
    setErrors(fieldIssues(parsed.error));
    if (!parsed.success) return;
    setSaving(true);
    try {
      if (await onSave(parsed.data)) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={`Edit ${member.memberName}`}
      description="Changes apply at once. A plan change grants that plan's credits."
    >
      <form className="member-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Member name" required error={errors.memberName}>
          {(p) => <TextInput {...p} value={values.memberName} onChange={(e) => set('memberName', e.target.value)} />}
        </Field>
        <Field label="Email" required error={errors.email} hint="The member logs in with this address.">
          {(p) => <TextInput {...p} type="email" value={values.email} onChange={(e) => set('email', e.target.value)} />}
        </Field>
        <Field label="Business name" required error={errors.businessName}>
          {(p) => (
            <TextInput {...p} value={values.businessName} onChange={(e) => set('businessName', e.target.value)} />
          )}
        </Field>
        <div className="member-form__row">
          <Field label="Messaging credits" error={errors.messagingCredits} hint="Blank means 0.">
            {(p) => (
              <TextInput
                {...p}
                inputMode="numeric"
                className="input--numeric"
                value={values.messagingCredits}
                onChange={(e) => set('messagingCredits', e.target.value)}
              />
            )}
          </Field>
          <Field label="Plan" error={errors.membershipType}>
            {(p) => (
              <Select
                {...p}
                options={PLAN_OPTIONS}
                value={values.membershipType}
                onChange={(e) => set('membershipType', e.target.value as MemberEditInput['membershipType'])}
              />
            )}
          </Field>
        </div>
        <div className="member-form__flags">
          <Checkbox
            label="Verified member"
            checked={values.isVerifiedMember}
            onChange={(e) => set('isVerifiedMember', e.target.checked)}
          />
          <Checkbox
            label="Corporate member"
            checked={values.isCorporateMember}
            onChange={(e) => set('isCorporateMember', e.target.checked)}
          />
        </div>
        <div className="dialog__actions">
          <Button type="button" variant="outline" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
