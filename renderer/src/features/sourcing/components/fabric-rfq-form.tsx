import { ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  addImages,
  canSubmitFabricRfq,
  COMMERCIAL_OPTIONS,
  EMPTY_FABRIC_DRAFT,
  FABRIC_CATEGORIES,
  FABRIC_IMAGE_RULE,
  FABRIC_LIMITS,
  FABRIC_MESSAGES,
  FABRIC_SPEC_SHEET_RULE,
  fabricRequestRow,
  KNIT_OPTIONS,
  linkedSourcingRow,
  NON_WOVEN_OPTIONS,
  numericOnly,
  SPEC_LABELS,
  withCategory,
  WOVEN_OPTIONS,
  type FabricCategory,
  type FabricRfqDraft,
  type SpecValues,
  FABRIC_TEXT_LIMITS,
  fabricTextProblem,
} from '@domain/fabric-rfq.ts';
import { attachmentBucket, fabricMediaPath } from '@domain/sourcing.ts';
import { acceptAttribute, checkFile } from '@domain/uploads.ts';
import { api, apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import { useAppDispatch } from '@/data/hooks.ts';
import { Button } from '@/ui/button.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useUpload } from '@/hooks/use-upload.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';

type SpecField =
  | { key: string; kind: 'select'; options: readonly string[] }
  | { key: string; kind: 'multi'; options: readonly string[] }
  | { key: string; kind: 'number' }
  | { key: string; kind: 'text' };

const SPEC_FIELDS: Record<FabricCategory, SpecField[]> = {
  Woven: [
    { key: 'weavingMachineType', kind: 'select', options: WOVEN_OPTIONS.weavingMachineType },
    { key: 'weaveType', kind: 'select', options: WOVEN_OPTIONS.weaveType },
    { key: 'materialComposition', kind: 'multi', options: WOVEN_OPTIONS.materialComposition },
    { key: 'epi', kind: 'number' },
    { key: 'ppi', kind: 'number' },
    { key: 'reedWidth', kind: 'number' },
    { key: 'gsm', kind: 'number' },
    { key: 'selvedgeType', kind: 'select', options: WOVEN_OPTIONS.selvedgeType },
  ],
  Knit: [
    { key: 'knittingMachineType', kind: 'select', options: KNIT_OPTIONS.knittingMachineType },
    { key: 'fabricStructure', kind: 'select', options: KNIT_OPTIONS.fabricStructure },
    { key: 'knittingType', kind: 'select', options: KNIT_OPTIONS.knittingType },
    { key: 'gauge', kind: 'number' },
    { key: 'dia', kind: 'number' },
    { key: 'loopLength', kind: 'number' },
  ],
  'Non-Woven': [
    { key: 'productionProcess', kind: 'select', options: NON_WOVEN_OPTIONS.productionProcess },
    { key: 'fabricApplication', kind: 'select', options: NON_WOVEN_OPTIONS.fabricApplication },
    { key: 'materialComposition', kind: 'multi', options: NON_WOVEN_OPTIONS.materialComposition },
  ],
};

const COMMERCIAL_FIELDS: SpecField[] = [
  { key: 'moq', kind: 'number' },
  { key: 'pricePerMeter', kind: 'number' },
  { key: 'packingType', kind: 'select', options: COMMERCIAL_OPTIONS.packingType },
  { key: 'leadTime', kind: 'select', options: COMMERCIAL_OPTIONS.leadTime },
  { key: 'deliveryLocation', kind: 'text' },
  { key: 'inspectionPreference', kind: 'select', options: COMMERCIAL_OPTIONS.inspectionPreference },
  { key: 'certifications', kind: 'multi', options: COMMERCIAL_OPTIONS.certifications },
];

function SpecInput({
  field,
  values,
  onChange,
}: {
  field: SpecField;
  values: SpecValues;
  onChange: (v: SpecValues) => void;
}) {
  const label = SPEC_LABELS[field.key] ?? field.key;
  const value = values[field.key];
  if (field.kind === 'multi') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="multi-choice">
        <legend className="field__label">{label}</legend>
        <div className="multi-choice__options">
          {field.options.map((option) => (
            <label key={option} className="chip chip--check">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(e) =>
                  onChange({
                    ...values,
                    [field.key]: e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option),
                  })
                }
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={label}>
      {(control) =>
        field.kind === 'select' ? (
          <Select
            {...control}
            value={text}
            placeholder="Select"
            options={field.options.map((o) => ({ value: o, label: o }))}
            onChange={(e) => onChange({ ...values, [field.key]: e.target.value })}
          />
        ) : (
          <TextInput
            {...control}
            value={text}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            onChange={(e) =>
              onChange({
                ...values,
                [field.key]: field.kind === 'number' ? numericOnly(e.target.value) : e.target.value,
              })
            }
          />
        )
      }
    </Field>
  );
}

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

/** True once anything of the draft was typed or chosen. */
const draftStarted = (draft: FabricRfqDraft) => JSON.stringify(draft) !== JSON.stringify(EMPTY_FABRIC_DRAFT);

/**
 * Create Fabric RFQ (trade §2, §3): five sections; the technical specs appear once a category is chosen and
 * clear when it changes. Submitting uploads the media, writes the fabric request and its linked RFQ (removing
 * the fabric request again if the RFQ cannot be written), links them, and resets the form.
 */
export function FabricRfqForm({ ctx, onOpenBidding }: { ctx: DashboardContext; onOpenBidding: () => void }) {
  const gateway = useGateway();
  const dispatch = useAppDispatch();
  const { upload, progress } = useUpload();
  const [draft, setDraft] = useState<FabricRfqDraft>(EMPTY_FABRIC_DRAFT);
  const [images, setImages] = useState<File[]>([]);
  const [imageNote, setImageNote] = useState<string | null>(null);
  const [specSheet, setSpecSheet] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const imagesId = useId();
  const category = draft.fabricCategory;

  const chooseImages = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const problems = await Promise.all(chosen.map((f) => checkFile(f, FABRIC_IMAGE_RULE)));
    const refused = problems.find(Boolean);
    const { images: next, tooMany } = addImages(
      images,
      chosen.filter((_, i) => !problems[i]),
    );
    setImages(next);
    setImageNote(tooMany ? FABRIC_MESSAGES.tooManyImages : (refused ?? null));
  };

  const reset = () => {
    setDraft(EMPTY_FABRIC_DRAFT);
    setImages([]);
    setSpecSheet(null);
    setImageNote(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!category || !draft.productTitle.trim() || !ctx.userId || !ctx.companyId) {
      return showToast({ ...FABRIC_MESSAGES.missing, variant: 'destructive' });
    }
    const tooLongText = fabricTextProblem(draft);
    if (tooLongText)
      return showToast({ title: FABRIC_MESSAGES.submissionFailed, description: tooLongText, variant: 'destructive' });
    const bucket = attachmentBucket('fabrics')!;
    setSubmitting(true);
    try {
      const imageUrls: string[] = [];
      for (const [index, image] of images.entries()) {
        const stored = await upload(bucket, fabricMediaPath(ctx.userId, index + 1, image), image, `image ${index + 1}`);
        if (!stored) return;
        imageUrls.push(stored.publicUrl);
      }
      const sheet = specSheet ? await upload(bucket, fabricMediaPath(ctx.userId, 0, specSheet), specSheet) : null;
      if (specSheet && !sheet) return;

      // The id is chosen here so the RFQ row can name its fabric request; the server writes both or neither.
      const request = {
        ...fabricRequestRow(
          { ...draft, fabricCategory: category },
          { userId: ctx.userId, companyId: ctx.companyId },
          { imageUrls, specSheetUrl: sheet?.publicUrl ?? null },
        ),
        id: crypto.randomUUID(),
      };
      const rfq = await gateway.sourcing.createFabricRfq(request, linkedSourcingRow(request));
      dispatch(api.util.invalidateTags(['Rfqs', 'Counters']));
      showToast({
        ...FABRIC_MESSAGES.success,
        description: `${FABRIC_MESSAGES.success.description} (${rfq.requestNumber})`,
        variant: 'success',
      });
      reset();
    } catch (error) {
      showToast({
        title: FABRIC_MESSAGES.submissionFailed,
        description: apiErrorOf(error).message,
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const full = images.length >= FABRIC_LIMITS.maxImages;
  return (
    <form className="fabric-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Create Fabric RFQ">
      <LeavePrompt dirty={!submitting && (draftStarted(draft) || images.length > 0 || Boolean(specSheet))} />
      <section className="fabric-form__section">
        <h2>
          <span className="step">1</span> Fabric Type &amp; Title
        </h2>
        <div className="fabric-form__grid fabric-form__grid--title">
          <Field label="Fabric category" required>
            {(control) => (
              <Select
                {...control}
                value={category}
                placeholder="Select a category"
                options={FABRIC_CATEGORIES.map((c) => ({ value: c, label: c }))}
                onChange={(e) => setDraft(withCategory(draft, e.target.value as FabricCategory | ''))}
              />
            )}
          </Field>
          <Field label="Product title" required hint="e.g. Cotton poplin 40s × 40s, 133 × 72, 58 in">
            {(control) => (
              <TextInput
                {...control}
                value={draft.productTitle}
                aria-invalid={isOverLimit(draft.productTitle, FABRIC_TEXT_LIMITS.productTitle) || undefined}
                onChange={(e) => setDraft({ ...draft, productTitle: e.target.value })}
              />
            )}
          </Field>
        </div>
      </section>

      {!category ? (
        <section className="fabric-form__section fabric-form__section--waiting">
          <h2>
            <span className="step">2</span> Technical Specifications
          </h2>
          <p className="muted">Choose a fabric category to see its technical specifications.</p>
        </section>
      ) : (
        <section className="fabric-form__section" aria-live="polite">
          <h2>
            <span className="step">2</span> Technical Specifications · {category}
          </h2>
          <div className="fabric-form__grid">
            {SPEC_FIELDS[category].map((field) => (
              <SpecInput
                key={`${category}-${field.key}`}
                field={field}
                values={draft.technicalSpecs}
                onChange={(technicalSpecs) => setDraft({ ...draft, technicalSpecs })}
              />
            ))}
          </div>
        </section>
      )}

      <section className="fabric-form__section">
        <h2>
          <span className="step">3</span> Commercial &amp; Logistic Details
        </h2>
        <div className="fabric-form__grid">
          {COMMERCIAL_FIELDS.map((field) => (
            <SpecInput
              key={field.key}
              field={field}
              values={draft.commercialDetails}
              onChange={(commercialDetails) => setDraft({ ...draft, commercialDetails })}
            />
          ))}
        </div>
      </section>

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
                  void chooseImages(e.target.files);
                  e.target.value = '';
                }}
              />
            </label>
            {imageNote && (
              <p className="field__error" role="alert">
                {imageNote}
              </p>
            )}
            <ImageList
              images={images}
              onRemove={(i) => {
                setImages(images.filter((_, n) => n !== i));
                setImageNote(null);
              }}
            />
          </div>
          <FilePicker
            label="Spec sheet"
            hint="Optional: one PDF, XLS or XLSX."
            rule={FABRIC_SPEC_SHEET_RULE}
            file={specSheet}
            onChange={setSpecSheet}
            disabled={submitting}
          />
        </div>
        {progress && <UploadProgress label={`Uploading ${progress.label}`} value={progress.value} />}
      </section>

      <section className="fabric-form__section">
        <Field
          label="Remarks"
          hint={
            <CharacterCounter text={draft.remarks} max={FABRIC_TEXT_LIMITS.remarks}>
              Shade, finish, testing or anything vendors should know.
            </CharacterCounter>
          }
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={draft.remarks}
              aria-invalid={isOverLimit(draft.remarks, FABRIC_TEXT_LIMITS.remarks) || undefined}
              onChange={(e) => setDraft({ ...draft, remarks: e.target.value })}
            />
          )}
        </Field>
        <div className="form-actions">
          <Button type="submit" loading={submitting} disabled={!canSubmitFabricRfq(draft, submitting)}>
            <Send size={16} aria-hidden="true" /> Submit RFQ
          </Button>
          <Button variant="ghost" onClick={onOpenBidding}>
            Bid Mgmt
          </Button>
        </div>
      </section>
    </form>
  );
}
