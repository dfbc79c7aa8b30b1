import { AD_ADVISED_SIZE, AD_IMAGE_RULE, type AdFormValues } from '@domain/schemas/admin.ts';
import type { AdminAd } from '@/data/ports/ad-admin.ts';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useAdForm } from '../hooks/use-ad-form.ts';
import { AdPreview } from './ad-preview.tsx';
import { AdRunFields } from './ad-run-fields.tsx';

/**
 * Creates an ad, or edits the one given (trade §2: the choice depends on whether an ad is given). Everything is
 * required but the click URL (the image only when creating); the image is JPG, PNG or WEBP under 1 MB, 750×300
 * advised; the page locations follow the placement type. The preview is the banner as pages will show it.
 */
export function AdDialog({
  ad,
  progress,
  onClose,
  onSave,
}: {
  ad: AdminAd | null;
  progress: { label: string; value: number } | null;
  onClose: () => void;
  onSave: (values: AdFormValues, image: File | null) => Promise<boolean>;
}) {
  const form = useAdForm(ad, onSave, onClose);
  const { values, set, errors, saving } = form;

  return (
    <Dialog
      open
      className="dialog--wide"
      onOpenChange={(open) => !open && !saving && onClose()}
      title={ad ? `Edit ad: ${ad.companyName}` : 'New ad'}
      description="The preview shows the banner as members will see it."
    >
      <form className="ad-form" onSubmit={(e) => void form.submit(e)} noValidate>
        <div className="ad-form__fields">
          <Field label="Company" required error={errors.companyName}>
            {(p) => (
              <TextInput {...p} value={values.companyName} onChange={(e) => set('companyName', e.target.value)} />
            )}
          </Field>
          <Field label="Alt text" required error={errors.altText} hint="What the image says, for screen readers.">
            {(p) => <TextInput {...p} value={values.altText} onChange={(e) => set('altText', e.target.value)} />}
          </Field>
          <AdRunFields form={form} />
          <Field
            label="Click URL"
            error={errors.clickUrl}
            hint="Optional: a website (https://…) or a page of the app (/corporate/…)."
          >
            {(p) => (
              <TextInput
                {...p}
                inputMode="url"
                value={values.clickUrl}
                onChange={(e) => set('clickUrl', e.target.value)}
              />
            )}
          </Field>
          <FilePicker
            label={ad ? 'Replace image' : 'Image'}
            rule={AD_IMAGE_RULE}
            file={form.image}
            onChange={form.setImage}
            required={!ad}
            error={errors.image}
            hint={`JPG, PNG or WEBP under 1 MB; ${AD_ADVISED_SIZE.width}×${AD_ADVISED_SIZE.height} px advised.`}
          />
          <Checkbox label="Active" checked={values.status} onChange={(e) => set('status', e.target.checked)} />
        </div>
        <AdPreview values={values} previewUrl={form.previewUrl} size={form.size} offSize={form.offSize} />
        {progress && <UploadProgress label={progress.label} value={progress.value} />}
        <div className="dialog__actions ad-form__actions">
          <Button type="button" variant="outline" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {ad ? 'Save changes' : 'Create ad'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
