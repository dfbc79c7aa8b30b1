import { MessageSquareText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_TOASTS, CONTENT_LIMITS, snippetSchema } from '@domain/admin-panel.ts';
import { formatDateTime } from '@domain/format.ts';
import { UPLOAD_FAILURES } from '@domain/uploads.ts';
import { Alert } from '@/ui/alert.tsx';
import { CharacterCounter, isOverLimit } from '@/ui/character-counter.tsx';
import { Field } from '@/ui/field.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { usePublishSnippetMutation, useRecentSnippetsQuery } from '../api.ts';
import { useBusy } from '../hooks/use-busy.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';
import { AdminCard, FormFooter, RecentList } from './admin-card.tsx';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';

/** Upload a snippet (trade §5 "Snippet"): headline and content required, content at most 250 characters. */
export function SnippetCard() {
  const [headline, setHeadline] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, whileBusy } = useBusy();
  const [publish] = usePublishSnippetMutation();
  const recent = useRecentSnippetsQuery();
  const over = isOverLimit(content, CONTENT_LIMITS.snippetMax);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = snippetSchema.safeParse({ headline, content });
    setError(parsed.success ? null : parsed.error.issues[0].message);
    if (!parsed.success) return;
    await whileBusy(async () => {
      try {
        await publish(parsed.data).unwrap();
        showToast({ ...ADMIN_TOASTS.snippetPublished, variant: 'success' });
        setHeadline('');
        setContent('');
      } catch (e) {
        toastFailure(UPLOAD_FAILURES.insertFailed, e);
      }
    });
  };

  return (
    <AdminCard
      icon={MessageSquareText}
      title="Upload Snippet"
      description={`A short update of at most ${CONTENT_LIMITS.snippetMax} characters beside the news.`}
      testId="card-snippet"
    >
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <LeavePrompt dirty={!busy && Boolean(headline.trim() || content.trim())} />
        <Field label="Headline" required>
          {(control) => (
            <TextInput {...control} value={headline} onChange={(e) => setHeadline(e.target.value)} disabled={busy} />
          )}
        </Field>
        <Field label="Snippet" required hint={<CharacterCounter text={content} max={CONTENT_LIMITS.snippetMax} />}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              aria-invalid={over || undefined}
              disabled={busy}
            />
          )}
        </Field>
        {error && <Alert variant="danger">{error}</Alert>}
        <FormFooter busy={busy} submit="Publish snippet" />
      </form>
      <RecentList
        title="Latest snippets"
        loading={recent.isLoading}
        error={recent.error?.message}
        empty={recent.data?.rows.length === 0}
      >
        {recent.data?.rows.map((s) => (
          <li key={s.id}>
            <span>{s.headline}</span>
            <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
          </li>
        ))}
      </RecentList>
    </AdminCard>
  );
}
