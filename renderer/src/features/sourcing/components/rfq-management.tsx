import { FilePlus2, Paperclip } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDate, formatQuantityText } from '@domain/format.ts';
import {
  ATTACHMENT_RULE,
  attachmentBucket,
  attachmentPath,
  attachmentTypeOf,
  ITEM_NOT_IN_CATALOG,
  itemNotInCatalogDetail,
  noStorageBucket,
  RFQ_CREATED,
  RFQ_ITEM_REQUIRED,
  RFQ_QUANTITY_REQUIRED,
  RFQ_TITLES,
  UNIT_TYPES,
} from '@domain/sourcing.ts';
import { presetsFor } from '@domain/sourcing-presets.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { CatalogCategory, DepartmentRfq } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { useToast } from '@/ui/toast/use-toast.ts';
import { OnlineOnlyNote, useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useCatalogQuery, useCreateRfqMutation, useOverviewQuery } from '../api.ts';
import { useUpload } from '@/hooks/use-upload.ts';
import { rfqChip } from '../model/rfq-status.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { tooLong } from '@domain/messages.ts';
import { TEXT_MAX } from '@domain/text-limits.ts';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';

const PRESET = 'preset:';

interface Draft {
  item: string;
  quantity: string;
  unit: string;
  description: string;
}

const EMPTY: Draft = { item: '', quantity: '', unit: '', description: '' };

/** Item choices: the catalog by main category, then presets not yet in it (which the submit explains). */
function itemGroups(catalog: readonly CatalogCategory[], departmentId: string) {
  const mains = catalog.filter((c) => c.parentId === null);
  const byName = new Set(catalog.map((c) => c.name.toLowerCase()));
  const groups = mains
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((main) => {
      const children = catalog.filter((c) => c.parentId === main.id);
      const grandchildren = catalog.filter((c) => children.some((child) => child.id === c.parentId));
      return {
        label: main.name,
        options: [main, ...children, ...grandchildren].map((c) => ({ value: c.id, label: c.name })),
      };
    });
  const presets = presetsFor(departmentId)
    .flatMap((p) => p.items.map((i) => i.name))
    .filter((name) => !byName.has(name.toLowerCase()));
  return { groups, presets };
}

/** An RFQ raised offline on the desktop and not on the server yet: its number and state in the register. */
const DRAFT_CHIP = {
  queued: { label: OUTBOX_TEXT.savedOffline, variant: 'navy' },
  conflict: { label: 'Not saved', variant: 'danger' },
} as const;

/**
 * RFQ Mgmt: raise an RFQ for a catalog item with an optional attachment (≤ 5 MB), and the department's register.
 * On the desktop offline an RFQ without an attachment is kept as a draft ('Saved offline', raised when the
 * connection returns); the attachment needs a connection, so its input is disabled with the reason.
 */
export function RfqManagement({ ctx, onOpenBidding }: { ctx: DashboardContext; onOpenBidding: () => void }) {
  const { toast } = useToast();
  const scope = { companyId: ctx.companyId, department: ctx.department.id };
  const catalog = useCatalogQuery(scope);
  const overview = useOverviewQuery(scope, { refetchOnMountOrArgChange: true });
  const [createRfq] = useCreateRfqMutation();
  const { upload, progress } = useUpload();
  // Offline (desktop) an attachment cannot be uploaded: the RFQ is kept as a draft without one.
  const uploadBlocked = useOnlineOnlyBlocked();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ item?: string; quantity?: string; description?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const { groups, presets } = itemGroups(catalog.data ?? [], ctx.department.id);

  const chooseItem = (value: string) => {
    const category = catalog.data?.find((c) => c.id === value);
    setDraft((d) => ({ ...d, item: value, unit: category?.unitType ?? d.unit }));
    setErrors((e) => ({ ...e, item: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      item: draft.item ? undefined : RFQ_ITEM_REQUIRED,
      quantity: !draft.quantity.trim()
        ? RFQ_QUANTITY_REQUIRED
        : isOverLimit(draft.quantity, TEXT_MAX.quantity)
          ? tooLong('Quantity', TEXT_MAX.quantity)
          : undefined,
      description: isOverLimit(draft.description, TEXT_MAX.notes) ? tooLong('Description', TEXT_MAX.notes) : undefined,
    };
    setErrors(found);
    if (found.item || found.quantity || found.description) return;
    if (draft.item.startsWith(PRESET)) {
      return toast({
        title: ITEM_NOT_IN_CATALOG,
        description: itemNotInCatalogDetail(draft.item.slice(PRESET.length)),
        variant: 'destructive',
      });
    }
    const bucket = attachmentBucket(ctx.department.id);
    if (file && uploadBlocked) {
      return toast({
        title: RFQ_TITLES.createFailed,
        description: OUTBOX_TEXT.attachmentOffline,
        variant: 'destructive',
      });
    }
    if (file && !bucket) {
      return toast({
        title: RFQ_TITLES.createFailed,
        description: noStorageBucket(ctx.department.id),
        variant: 'destructive',
      });
    }
    setSubmitting(true);
    try {
      const stored = file && bucket ? await upload(bucket, attachmentPath(ctx.userId, file), file) : null;
      if (file && !stored) return;
      const outcome = await createRfq({
        ...scope,
        userId: ctx.userId,
        itemCategoryId: draft.item,
        quantity: draft.quantity.trim(),
        quantityUnit: draft.unit || null,
        description: draft.description.trim() || null,
        attachmentUrl: stored?.publicUrl ?? null,
        attachmentType: file ? attachmentTypeOf(file.type) : 'none',
      }).unwrap();
      if (!outcome.ok) {
        return toast({ title: ITEM_NOT_IN_CATALOG, description: outcome.message, variant: 'destructive' });
      }
      // The desktop offline keeps it on this computer as a draft until the connection returns.
      toast(
        outcome.queued
          ? { title: OUTBOX_TEXT.savedOffline, description: outcome.queued, variant: 'warning' }
          : {
              ...RFQ_CREATED,
              description: `${outcome.value.requestNumber} is ready: set its bidding parameters under Bid Mgmt.`,
              variant: 'success',
            },
      );
      setDraft(EMPTY);
      setFile(null);
    } catch (error) {
      toast({ title: RFQ_TITLES.createFailed, description: apiErrorOf(error).message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const columns: TableColumn<DepartmentRfq>[] = [
    { key: 'number', header: 'RFQ ID', render: (r) => <span className="mono strong">{r.requestNumber}</span> },
    {
      key: 'item',
      header: 'Item',
      render: (r) => (
        <span className="cell-stack">
          <strong>{r.itemName}</strong>
          {r.mainCategory && r.mainCategory !== r.itemName && <small>{r.mainCategory}</small>}
        </span>
      ),
    },
    {
      key: 'quantity',
      header: 'Quantity',
      align: 'end',
      render: (r) => formatQuantityText(r.quantity, r.quantityUnit),
    },
    { key: 'created', header: 'Created', render: (r) => formatDate(r.createdAt) },
    {
      key: 'attachment',
      header: 'File',
      render: (r) =>
        r.attachmentUrl ? (
          <a href={r.attachmentUrl} target="_blank" rel="noreferrer" aria-label={`Attachment of ${r.requestNumber}`}>
            <Paperclip size={14} aria-hidden="true" /> {r.attachmentType}
          </a>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => {
        const chip = r.offlineDraft ? DRAFT_CHIP[r.offlineDraft] : rfqChip(r.bidStatus, Boolean(r.selectedBid));
        return <Badge variant={chip.variant}>{chip.label}</Badge>;
      },
    },
  ];

  return (
    <div className="sourcing-grid sourcing-grid--rfq">
      <section className="panel" aria-labelledby="rfq-form-title">
        <header className="panel__header">
          <h2 id="rfq-form-title">Create RFQ</h2>
          <p>Bidding starts under {`Bid Mgmt`} once the RFQ exists.</p>
        </header>
        <form className="form-stack" onSubmit={(e) => void onSubmit(e)} noValidate>
          <LeavePrompt dirty={!submitting && (Boolean(file) || Object.values(draft).some((v) => v.trim() !== ''))} />
          <Field label="Item" required error={errors.item}>
            {(control) => (
              <select
                {...control}
                className="input input--select"
                value={draft.item}
                disabled={!catalog.data}
                onChange={(e) => chooseItem(e.target.value)}
              >
                <option value="">Choose an item from your catalog</option>
                {groups.map((g) => (
                  <optgroup key={g.label} label={g.label}>
                    {g.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
                {presets.length > 0 && (
                  <optgroup label="Presets (not in your catalog yet)">
                    {presets.map((name) => (
                      <option key={name} value={`${PRESET}${name}`}>
                        {name}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
            )}
          </Field>
          <div className="form-row">
            <Field label="Quantity" required error={errors.quantity}>
              {(control) => (
                <TextInput
                  {...control}
                  inputMode="decimal"
                  value={draft.quantity}
                  onChange={(e) => {
                    setDraft({ ...draft, quantity: e.target.value });
                    setErrors((x) => ({ ...x, quantity: undefined }));
                  }}
                />
              )}
            </Field>
            <Field label="Unit">
              {(control) => (
                <select
                  {...control}
                  className="input input--select"
                  value={draft.unit}
                  onChange={(e) => setDraft({ ...draft, unit: e.target.value })}
                >
                  <option value="">—</option>
                  {UNIT_TYPES.map((u) => (
                    <option key={u.value} value={u.value}>
                      {u.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field
            label="Description"
            error={errors.description}
            hint={
              <CharacterCounter text={draft.description} max={TEXT_MAX.notes}>
                Specification, quality, packing, delivery location.
              </CharacterCounter>
            }
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={draft.description}
                aria-invalid={control['aria-invalid'] || isOverLimit(draft.description, TEXT_MAX.notes) || undefined}
                onChange={(e) => {
                  setDraft({ ...draft, description: e.target.value });
                  setErrors((x) => ({ ...x, description: undefined }));
                }}
              />
            )}
          </Field>
          <FilePicker
            label="Attachment"
            hint="Optional: drawing, spec sheet or photo; PDF, image, Word or Excel, at most 5 MB."
            rule={ATTACHMENT_RULE}
            file={file}
            onChange={setFile}
            disabled={submitting || Boolean(uploadBlocked)}
          />
          <OnlineOnlyNote reason={uploadBlocked && OUTBOX_TEXT.attachmentOffline} />
          {progress && <UploadProgress label={`Uploading ${progress.label}`} value={progress.value} />}
          <div className="form-actions">
            <Button type="submit" loading={submitting}>
              <FilePlus2 size={16} aria-hidden="true" /> Create RFQ
            </Button>
          </div>
        </form>
      </section>

      <section className="panel" aria-labelledby="rfq-register-title">
        <header className="panel__header panel__header--row">
          <div>
            <h2 id="rfq-register-title">RFQ register</h2>
            <p>Every RFQ of {ctx.department.name}, newest first.</p>
          </div>
          <Button variant="outline" size="sm" onClick={onOpenBidding}>
            Go to Bid Mgmt
          </Button>
        </header>
        {overview.error ? (
          <Alert variant="danger" title={RFQ_TITLES.fetchFailed}>
            {overview.error.message}
          </Alert>
        ) : overview.isLoading ? (
          <Spinner label="Loading RFQs" />
        ) : (
          <Table
            caption="RFQ register"
            className="dense-table stack-on-phone"
            columns={columns}
            rows={overview.data ?? []}
            rowKey={(r) => r.id}
            empty="No RFQs yet. Create the first one with the form."
          />
        )}
      </section>
    </div>
  );
}
