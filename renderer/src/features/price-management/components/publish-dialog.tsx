import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatCount, formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { scopeLabel } from '@domain/price-list-share.ts';
import type { PublishRequest } from '@/data/ports/price-list-publishing.ts';
import { publicLinkOf, ShareButtons, type PublishedList } from '@/price-lists/share-buttons.tsx';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { usePublishList } from '../hooks/use-publish-list.ts';
import { validityProblem, validityRange } from '../model/publish-validity.ts';
import './publish-dialog.css';

// pdf.js loads with the preview, not with the sheet.
const PdfViewer = lazy(async () => ({ default: (await import('@/ui/pdf-viewer/pdf-viewer.tsx')).PdfViewer }));

const ALL = '';

export interface PublishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  companyName: string | null;
  /** The sheet's departments, for the scope. */
  departments: readonly string[];
  /** Unsaved edits in the sheet: the list is made from the saved prices, so the dialog says they are left out. */
  unsaved: number;
}

/** The sheet's "Publish price list": scope and validity, a preview in the in-app viewer, publish, then share. */
export function PublishDialog(props: PublishDialogProps) {
  const flow = usePublishList();
  const [department, setDepartment] = useState(ALL);
  const range = validityRange(new Date());
  const [validUntil, setValidUntil] = useState(range.initial);
  const problem = validityProblem(validUntil, new Date());
  const request: PublishRequest = { companyId: props.companyId, department: department || null, validUntil };
  const { state } = flow;
  const busy = state.step === 'previewing' || state.step === 'publishing';

  const close = (open: boolean) => {
    if (busy) return;
    if (!open) flow.back();
    props.onOpenChange(open);
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={close}
      title={`Publish price list${props.companyName ? `: ${props.companyName}` : ''}`}
      description="A PDF of the company's revealed products with their saved prices, stored, listed and shareable."
      className={state.step === 'preview' ? 'dialog--wide publish-dialog' : 'publish-dialog'}
    >
      {state.step === 'published' ? (
        <PublishedState list={state.list} onClose={() => close(false)} />
      ) : state.step === 'preview' ? (
        <div className="publish-dialog__preview">
          <div className="publish-dialog__viewer" aria-label="Preview of the price list">
            <Suspense fallback={<Spinner size={32} label="Opening viewer" />}>
              <PdfViewer source={state.pdf} />
            </Suspense>
          </div>
          <div className="dialog__actions">
            <Button variant="outline" onClick={flow.back}>
              Back
            </Button>
            <Button onClick={() => void flow.publish(request)}>Publish</Button>
          </div>
        </div>
      ) : (
        <form
          className="publish-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) void flow.publish(request);
          }}
        >
          <Field label="Departments">
            {(control) => (
              <Select
                {...control}
                value={department}
                onChange={(e) => setDepartment(e.target.value)}
                disabled={busy}
                options={[
                  { value: ALL, label: scopeLabel(null) },
                  ...props.departments.map((d) => ({ value: d, label: d })),
                ]}
              />
            )}
          </Field>
          <Field label="Prices valid until" error={problem ?? undefined} hint={`Up to ${formatDate(range.max)}.`}>
            {(control) => (
              <TextInput
                {...control}
                type="date"
                min={range.min}
                max={range.max}
                value={validUntil}
                onChange={(e) => setValidUntil(e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
          {props.unsaved > 0 && (
            <Alert variant="warning" title={`${formatCount(props.unsaved)} unsaved changes are not in this list.`}>
              The list uses the saved prices. Save the sheet first to include your edits.
            </Alert>
          )}
          {state.step === 'choose' && state.error && <Alert variant="danger">{state.error}</Alert>}
          {busy && (
            <p className="publish-dialog__progress" role="status">
              <Spinner size={16} label="" />
              {state.step === 'previewing' ? 'Making the preview…' : 'Publishing: making the PDF and storing it…'}
            </p>
          )}
          <div className="dialog__actions">
            <Button variant="ghost" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="outline" onClick={() => void flow.preview(request)} disabled={busy || !!problem}>
              Preview
            </Button>
            <Button type="submit" loading={state.step === 'publishing'} disabled={busy || !!problem}>
              Publish
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function PublishedState({ list, onClose }: { list: PublishedList; onClose: () => void }) {
  const link = publicLinkOf(list);
  return (
    <div className="publish-dialog__done" role="status">
      <p className="publish-dialog__done-title">
        <CheckCircle2 size={20} aria-hidden="true" /> Published: {scopeLabel(list.published.department)}, edition{' '}
        {list.published.edition}, valid until {formatDate(list.published.validUntil)}.
      </p>
      <label className="publish-dialog__link">
        <span>Link</span>
        <TextInput readOnly value={link} onFocus={(e) => e.target.select()} aria-label="Public link" />
      </label>
      <div className="publish-dialog__share">
        <ShareButtons list={list} size="md" />
        <Link className="publish-dialog__open" to={paths.sharedList.href(list.published.shareCode)}>
          Open the list
        </Link>
      </div>
      <div className="dialog__actions">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
