import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { adDateToday, adLocationChoices, type AdGroup } from '@domain/ads.ts';
import { AD_ADVISED_SIZE, AD_MESSAGES, AdForm, type AdFormInput, type AdFormValues } from '@domain/schemas/admin.ts';
import type { AdminAd } from '@/data/ports/ad-admin.ts';

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
 * The ad dialog's form: the values (the page location follows the placement), the chosen image with its preview
 * URL and size, and the submit that checks everything and closes once saved.
 */
export function useAdForm(
  ad: AdminAd | null,
  onSave: (values: AdFormValues, image: File | null) => Promise<boolean>,
  onClose: () => void,
) {
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

  return {
    values,
    set,
    image,
    setImage,
    errors,
    saving,
    previewUrl,
    size,
    offSize,
    locations,
    choosePlacement,
    submit,
  };
}
