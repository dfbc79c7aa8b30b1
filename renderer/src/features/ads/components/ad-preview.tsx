import { formatDate } from '@domain/format.ts';
import { AD_ADVISED_SIZE, type AdFormInput } from '@domain/schemas/admin.ts';
import { AdBanner } from './ad-banner.tsx';

interface AdPreviewProps {
  values: AdFormInput;
  previewUrl: string | null;
  size: { width: number; height: number } | null;
  offSize: boolean | null;
}

/** The banner as pages will show it, the image's size against the advised one, and where and when it runs. */
export function AdPreview({ values, previewUrl, size, offSize }: AdPreviewProps) {
  return (
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
          {offSize ? ` — ${AD_ADVISED_SIZE.width}×${AD_ADVISED_SIZE.height} is advised; the banner crops to fit.` : ''}
        </p>
      )}
      <p className="ad-form__where">
        Shows on{' '}
        {values.pageLocation === values.placementType ? `every ${values.placementType} page` : values.pageLocation}
        {values.fromDate && values.toDate ? `, ${formatDate(values.fromDate)} to ${formatDate(values.toDate)}` : ''}.
      </p>
    </div>
  );
}
