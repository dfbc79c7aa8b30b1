import { FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_TOASTS, FILE_RULES, PRICE_LIST_MESSAGES, priceListSchema } from '@domain/admin-panel.ts';
import { formatDateTime } from '@domain/format.ts';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { usePublishPriceListMutation, useRecentPriceListsQuery } from '../api.ts';
import { useAdminUpload } from '../hooks/use-admin-upload.ts';
import { useBusy } from '../hooks/use-busy.ts';
import { AdminCard, FormFooter, RecentList } from './admin-card.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

/** Upload a price-list PDF (trade §5 "Price PDF"): a PDF and a description, both required. */
export function PriceListCard() {
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ file?: string; description?: string }>({});
  const { busy, whileBusy } = useBusy();
  const { uploadThenWrite, progress } = useAdminUpload();
  const [publish] = usePublishPriceListMutation();
  const recent = useRecentPriceListsQuery();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = priceListSchema.safeParse({ description });
    const found = {
      file: file ? undefined : PRICE_LIST_MESSAGES.fileRequired,
      description: parsed.success ? undefined : parsed.error.issues[0].message,
    };
    setErrors(found);
    if (!file || !parsed.success) return;
    await whileBusy(async () => {
      const published = await uploadThenWrite([['priceList', file]], (paths) =>
        publish({ description: parsed.data.description, fileName: file.name, path: paths.priceList ?? '' }).unwrap(),
      );
      if (!published) return;
      showToast({ ...ADMIN_TOASTS.priceListUploaded, variant: 'success' });
      setDescription('');
      setFile(null);
    });
  };

  return (
    <AdminCard
      icon={FileText}
      title="Upload Price PDF"
      description="Publish a price list PDF on the Price List page."
      testId="card-price-list"
    >
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <LeavePrompt dirty={!busy && Boolean(description.trim() || file)} />
        <FilePicker
          label="Price list PDF"
          rule={FILE_RULES.priceList}
          file={file}
          onChange={(f) => {
            setFile(f);
            setErrors((e) => ({ ...e, file: undefined }));
          }}
          hint="PDF only, up to 10 MB."
          error={errors.file}
          required
          disabled={busy}
        />
        <Field label="Description" error={errors.description} required>
          {(control) => (
            <TextInput
              {...control}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="e.g. Polyester filament yarn price list (Surat)"
              disabled={busy}
            />
          )}
        </Field>
        <FormFooter progress={progress} busy={busy} submit="Upload PDF" />
      </form>
      <RecentList
        title="Latest price lists"
        loading={recent.isLoading}
        error={recent.error?.message}
        empty={recent.data?.length === 0}
      >
        {recent.data?.map((pdf) => (
          <li key={pdf.id}>
            <NewWindowLink href={pdf.fileUrl} rel="noreferrer">
              {pdf.description}
            </NewWindowLink>
            <time dateTime={pdf.uploadedAt}>{formatDateTime(pdf.uploadedAt)}</time>
          </li>
        ))}
      </RecentList>
    </AdminCard>
  );
}
