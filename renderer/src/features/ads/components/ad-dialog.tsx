import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { AD_GROUPS, adDateToday, adLocationChoices, type AdGroup } from '@domain/ads.ts';
import { formatDate } from '@domain/format.ts';
import {
  AD_ADVISED_SIZE,
  AD_IMAGE_RULE,
  AD_MESSAGES,
  AdForm,
  type AdFormInput,
  type AdFormValues,
} from '@domain/schemas/admin.ts';
import type { AdminAd } from '@/data/ports/ad-admin.ts';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { AdBanner } from './ad-banner.tsx';

const PLACEMENTS = AD_GROUPS.map((g) => ({ value: g, label: g }));

function initialOf(ad: AdminAd | null): AdFormInput {
  const today = adDateToday(new Date());
  return ad
    ? {
        companyName: ad.companyName,
        altText: ad.altText,
        fromDate: ad.fromDate,
        toDate: ad.toDate,
        placementType: ad.placementType,
        pageLocation: ad.pageLocation,
        clickUrl: ad.clickUrl ?? '',
        status: ad.status,
      }
    : {
        companyName: '',
        altText: '',
        fromDate: today,
        toDate: today,
        placementType: 'Home',
        pageLocation: 'Home',
        clickUrl: '',
        status: true,
      };
}

/** The chosen image's size in pixels, to say whether it fits the advised 750×300. */
function useImageSize(url: string | null): { width: number; height: number } | null {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
  }, [url]);
  return size && size.url === url ? size : null;
}

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
  const [values, setValues] = useState<AdFormInput>(() => initialOf(ad));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof AdFormInput>(key: K, value: AdFormInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const imageUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);
  const previewUrl = imageUrl ?? ad?.adImageUrl ?? null;
  const size = useImageSize(previewUrl);
  const offSize = size && (size.width !== AD_ADVISED_SIZE.width || size.height !== AD_ADVISED_SIZE.height);

  const locations = adLocationChoices(values.placementType as AdGroup);
  const choosePlacement = (group: AdGroup) =>
    setValues((v) => ({
      ...v,
      placementType: group,
      // A page of the previous placement is no page of this one: start from its first choice.
      pageLocation: adLocationChoices(group).some((c) => c.value === v.pageLocation)
        ? v.pageLocation
        : adLocationChoices(group)[0].value,
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdForm.safeParse(values);
    const issues: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) issues[String(issue.path[0])] ??= issue.message;
    if (!ad && !image) issues.image = AD_MESSAGES.imageRequired;
    setErrors(issues);
    if (!parsed.success || Object.keys(issues).length > 0) return;
    setSaving(true);
    try {
      if (await onSave(parsed.data, image)) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      className="dialog--wide"
      onOpenChange={(open) => !open && !saving && onClose()}
      title={ad ? `Edit ad: ${ad.companyName}` : 'New ad'}
      description="The preview shows the banner as members will see it."
    >
      <form className="ad-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="ad-form__fields">
          <Field label="Company" required error={errors.companyName}>
            {(p) => (
              <TextInput {...p} value={values.companyName} onChange={(e) => set('companyName', e.target.value)} />
            )}
          </Field>
          <Field label="Alt text" required error={errors.altText} hint="What the image says, for screen readers.">
            {(p) => <TextInput {...p} value={values.altText} onChange={(e) => set('altText', e.target.value)} />}
          </Field>
          <div className="ad-form__row">
            <Field label="From" required error={errors.fromDate}>
              {(p) => (
                <TextInput
                  {...p}
                  type="date"
                  value={values.fromDate}
                  onChange={(e) => set('fromDate', e.target.value)}
                />
              )}
            </Field>
            <Field label="To" required error={errors.toDate}>
              {(p) => (
                <TextInput {...p} type="date" value={values.toDate} onChange={(e) => set('toDate', e.target.value)} />
              )}
            </Field>
          </div>
          <div className="ad-form__row">
            <Field label="Placement" required error={errors.placementType}>
              {(p) => (
                <Select
                  {...p}
                  options={PLACEMENTS}
                  value={values.placementType}
                  onChange={(e) => choosePlacement(e.target.value as AdGroup)}
                />
              )}
            </Field>
            <Field label="Page location" required error={errors.pageLocation}>
              {(p) => (
                <Select
                  {...p}
                  options={locations}
                  value={values.pageLocation}
                  onChange={(e) => set('pageLocation', e.target.value)}
                />
              )}
            </Field>
          </div>
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
            file={image}
            onChange={setImage}
            required={!ad}
            error={errors.image}
            hint={`JPG, PNG or WEBP under 1 MB; ${AD_ADVISED_SIZE.width}×${AD_ADVISED_SIZE.height} px advised.`}
          />
          <Checkbox label="Active" checked={values.status} onChange={(e) => set('status', e.target.checked)} />
        </div>
        <div className="ad-form__preview">
          <p className="ad-form__preview-title">Preview</p>
          {previewUrl ? (
            <AdBanner
              ad={{ imageUrl: previewUrl, altText: values.altText, clickUrl: values.clickUrl.trim() || null }}
              label="Ad preview"
            />
          ) : (
            <div className="ad-form__no-image">Choose an image to see the banner.</div>
          )}
          {size && (
            <p className={offSize ? 'ad-form__size ad-form__size--off' : 'ad-form__size'}>
              {size.width}×{size.height} px
              {offSize
                ? ` — ${AD_ADVISED_SIZE.width}×${AD_ADVISED_SIZE.height} is advised; the banner crops to fit.`
                : ''}
            </p>
          )}
          <p className="ad-form__where">
            Shows on{' '}
            {values.pageLocation === values.placementType ? `every ${values.placementType} page` : values.pageLocation}
            {values.fromDate && values.toDate ? `, ${formatDate(values.fromDate)} to ${formatDate(values.toDate)}` : ''}
            .
          </p>
        </div>
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
