import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { FABRIC_IMAGE_RULE, FABRIC_LIMITS, FABRIC_SPEC_SHEET_RULE } from '@domain/fabric-rfq.ts';
import { acceptAttribute } from '@domain/uploads.ts';
import { FilePicker } from '@/ui/file-picker.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import type { useFabricRfqDraft } from '../hooks/use-fabric-rfq-draft.ts';

/** Thumbnails of the chosen images, each removable. */
function ImageList({ images, onRemove }: { images: File[]; onRemove: (i: number) => void }) {
  const urls = useMemo(() => images.map((f) => URL.createObjectURL(f)), [images]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  if (images.length === 0) return null;
  return (
    <ul className="image-list">
      {images.map((file, i) => (
        <li key={urls[i]}>
          <img src={urls[i]} alt="" />
          <span>{file.name}</span>
          <button type="button" aria-label={`Remove ${file.name}`} onClick={() => onRemove(i)}>
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Section 4 of the fabric RFQ: up to four images (JPG/PNG, 5 MB each) and an optional spec sheet. */
export function FabricMediaSection({ form }: { form: ReturnType<typeof useFabricRfqDraft> }) {
  const imagesId = useId();
  const { images, submitting, progress } = form;
  const full = images.length >= FABRIC_LIMITS.maxImages;
  return (
    <section className="fabric-form__section">
      <h2>
        <span className="step">4</span> Media Uploads
      </h2>
      <div className="fabric-form__grid fabric-form__grid--media">
        <div className="field">
          <label className="field__label" htmlFor={imagesId}>
            Fabric images <span className="muted">(JPG/PNG, max 5MB each, up to 4)</span>
          </label>
          <label className={['image-drop', full && 'image-drop--full'].filter(Boolean).join(' ')}>
            <ImagePlus size={20} aria-hidden="true" />
            <span>{full ? '4 of 4 images chosen' : `Add images (${images.length} of 4)`}</span>
            <input
              id={imagesId}
              type="file"
              multiple
              accept={acceptAttribute(FABRIC_IMAGE_RULE)}
              disabled={full || submitting}
              onChange={(e) => {
                void form.chooseImages(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          {form.imageNote && (
            <p className="field__error" role="alert">
              {form.imageNote}
            </p>
          )}
          <ImageList images={images} onRemove={form.removeImage} />
        </div>
        <FilePicker
          label="Spec sheet"
          hint="Optional: one PDF, XLS or XLSX."
          rule={FABRIC_SPEC_SHEET_RULE}
          file={form.specSheet}
          onChange={form.setSpecSheet}
          disabled={submitting}
        />
      </div>
      {progress && <UploadProgress label={`Uploading ${progress.label}`} value={progress.value} />}
    </section>
  );
}
