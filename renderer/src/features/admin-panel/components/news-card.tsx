import { Newspaper } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_TOASTS, CONTENT_LIMITS, FILE_RULES, newsArticleSchema } from '@domain/admin-panel.ts';
import { formatDateTime } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { Alert } from '@/ui/alert.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { FilePicker } from '@/ui/file-picker.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { usePublishNewsMutation, useRecentNewsQuery } from '../api.ts';
import { useAdminUpload } from '../hooks/use-admin-upload.ts';
import { useBusy } from '../hooks/use-busy.ts';
import { AdminCard, FormFooter, RecentList } from './admin-card.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

/** Upload news (trade §5 "News"): headline and content required, an optional image. */
export function NewsCard() {
  const [headline, setHeadline] = useState('');
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, whileBusy } = useBusy();
  const { uploadThenWrite, progress } = useAdminUpload();
  const [publish] = usePublishNewsMutation();
  const recent = useRecentNewsQuery();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsArticleSchema.safeParse({ headline, content });
    setError(parsed.success ? null : parsed.error.issues[0].message);
    if (!parsed.success) return;
    await whileBusy(async () => {
      const published = await uploadThenWrite([['newsImage', image]], (paths) =>
        publish({ ...parsed.data, imagePath: paths.newsImage ?? null }).unwrap(),
      );
      if (!published) return;
      showToast({ ...ADMIN_TOASTS.newsPublished, variant: 'success' });
      setHeadline('');
      setContent('');
      setImage(null);
    });
  };

  return (
    <AdminCard
      icon={Newspaper}
      title="Upload News"
      description="Publish an article on the News page, with an optional image."
      testId="card-news"
    >
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <LeavePrompt dirty={!busy && Boolean(headline.trim() || content.trim() || image)} />
        <Field label="Headline" required>
          {(control) => (
            <TextInput {...control} value={headline} onChange={(e) => setHeadline(e.target.value)} disabled={busy} />
          )}
        </Field>
        <Field
          label="Content"
          required
          hint={
            <CharacterCounter text={content} max={CONTENT_LIMITS.newsContentMax}>
              Line breaks are kept.
            </CharacterCounter>
          }
        >
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={isOverLimit(content, CONTENT_LIMITS.newsContentMax) || undefined}
              disabled={busy}
            />
          )}
        </Field>
        <FilePicker
          label="Image (optional)"
          rule={FILE_RULES.newsImage}
          file={image}
          onChange={setImage}
          hint="JPG, PNG, WEBP or GIF, up to 5 MB."
          disabled={busy}
        />
        {error && <Alert variant="danger">{error}</Alert>}
        <FormFooter progress={progress} busy={busy} submit="Publish news" />
      </form>
      <RecentList
        title="Latest news"
        loading={recent.isLoading}
        error={recent.error?.message}
        empty={recent.data?.rows.length === 0}
      >
        {recent.data?.rows.map((item) => (
          <li key={item.id}>
            <NewWindowLink href={paths.newsArticle.href(item.id)}>{item.headline}</NewWindowLink>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </li>
        ))}
      </RecentList>
    </AdminCard>
  );
}
