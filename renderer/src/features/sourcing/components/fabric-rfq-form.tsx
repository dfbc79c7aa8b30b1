import { Send } from 'lucide-react';
import {
  canSubmitFabricRfq,
  FABRIC_CATEGORIES,
  FABRIC_TEXT_LIMITS,
  withCategory,
  type FabricCategory,
  type FabricRfqDraft,
} from '@domain/fabric-rfq.ts';
import { Button } from '@/ui/button.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { useFabricRfqDraft } from '../hooks/use-fabric-rfq-draft.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { FabricMediaSection } from './fabric-media-section.tsx';
import { COMMERCIAL_FIELDS, SPEC_FIELDS, SpecInput } from './fabric-spec-input.tsx';
import '../sourcing.css';
import './fabric-rfq-form.css';

interface SectionProps {
  draft: FabricRfqDraft;
  setDraft: (draft: FabricRfqDraft) => void;
}

/** Section 1: the fabric category (which decides the technical specifications) and the product title. */
function FabricTypeSection({ draft, setDraft }: SectionProps) {
  return (
    <section className="fabric-form__section">
      <h2>
        <span className="step">1</span> Fabric Type &amp; Title
      </h2>
      <div className="fabric-form__grid fabric-form__grid--title">
        <Field label="Fabric category" required>
          {(control) => (
            <Select
              {...control}
              value={draft.fabricCategory}
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
  );
}

/** Section 2: the chosen category's technical specifications (cleared when the category changes). */
function TechnicalSpecsSection({ draft, setDraft }: SectionProps) {
  const category = draft.fabricCategory;
  if (!category)
    return (
      <section className="fabric-form__section fabric-form__section--waiting">
        <h2>
          <span className="step">2</span> Technical Specifications
        </h2>
        <p className="muted">Choose a fabric category to see its technical specifications.</p>
      </section>
    );
  return (
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
  );
}

/** Section 3: commercial and logistic details. */
function CommercialSection({ draft, setDraft }: SectionProps) {
  return (
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
  );
}

/**
 * Create Fabric RFQ (trade §2, §3): five sections; the technical specs appear once a category is chosen and
 * clear when it changes. Submitting uploads the media, writes the fabric request and its linked RFQ (removing
 * the fabric request again if the RFQ cannot be written), links them, and resets the form.
 */
export function FabricRfqForm({ ctx, onOpenBidding }: { ctx: DashboardContext; onOpenBidding: () => void }) {
  const form = useFabricRfqDraft(ctx);
  const { draft, setDraft, submitting } = form;
  return (
    <form className="fabric-form" onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label="Create Fabric RFQ">
      <LeavePrompt dirty={form.dirty} />
      <FabricTypeSection draft={draft} setDraft={setDraft} />
      <TechnicalSpecsSection draft={draft} setDraft={setDraft} />
      <CommercialSection draft={draft} setDraft={setDraft} />
      <FabricMediaSection form={form} />
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
