import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import './admin-card.css';

export interface AdminCardProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Tables span the section's full width; long forms two columns of it. */
  span?: 'wide' | 'double';
  /** A test id for the card (e2e page models find cards by it). */
  testId: string;
}

/** One card of the admin panel: an icon, a title, what it does, and its form or table. */
export function AdminCard({ icon: Icon, title, description, children, span, testId }: AdminCardProps) {
  const titleId = useId();
  return (
    <section
      className={['admin-card', span && `admin-card--${span}`].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <header className="admin-card__header">
        <span className="admin-card__icon" aria-hidden="true">
          <Icon size={18} />
        </span>
        <div>
          <h3 id={titleId} className="admin-card__title">
            {title}
          </h3>
          <p className="admin-card__description">{description}</p>
        </div>
      </header>
      <div className="admin-card__body">{children}</div>
    </section>
  );
}

/** The latest items a card shows under its form (what was just published appears here). */
export function RecentList({
  title,
  loading,
  error,
  empty,
  children,
}: {
  title: string;
  loading: boolean;
  error: string | undefined;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <div className="admin-recent" aria-label={title} role="region">
      <h4 className="admin-recent__title">{title}</h4>
      {loading ? (
        <p className="admin-recent__note">Loading…</p>
      ) : error ? (
        <p className="admin-recent__note admin-recent__note--error" role="alert">
          {error}
        </p>
      ) : empty ? (
        <p className="admin-recent__note">Nothing published yet.</p>
      ) : (
        <ul className="admin-recent__list">{children}</ul>
      )}
    </div>
  );
}

/** Under a form: the upload's progress while a file goes up, then the submit button. */
export function FormFooter({
  progress,
  busy,
  submit,
  children,
}: {
  progress?: { label: string; value: number } | null;
  busy: boolean;
  submit: string;
  /** Buttons before the submit button (e.g. Cancel). */
  children?: ReactNode;
}) {
  return (
    <>
      {progress && <UploadProgress label={`Uploading ${progress.label}`} value={progress.value} />}
      <div className="admin-form__actions">
        {children}
        <Button type="submit" loading={busy}>
          {submit}
        </Button>
      </div>
    </>
  );
}
