import type { AsyncResult } from '@/hooks/use-async-result.ts';
import type { BackendStatus } from '../hooks/use-backend-status.ts';

type Tone = 'ok' | 'off' | 'error' | 'pending';

interface Row {
  label: string;
  value: string;
  tone: Tone;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Unknown error');

/** One row per fact; while its call runs it says so, and a failed call shows its reason. */
function resultRow<T>(label: string, result: AsyncResult<T>, describe: (value: T) => Omit<Row, 'label'>): Row {
  if (result.status === 'loading') return { label, value: 'Checking…', tone: 'pending' };
  if (result.status === 'error') return { label, value: errorText(result.error), tone: 'error' };
  return { label, ...describe(result.value) };
}

function rows({ auth, platform }: BackendStatus): Row[] {
  return [
    resultRow('Auth settings', auth, () => ({ value: 'Reachable', tone: 'ok' })),
    resultRow('E-mail signups', auth, (s) =>
      s.emailSignupEnabled ? { value: 'Enabled', tone: 'ok' } : { value: 'Disabled', tone: 'off' },
    ),
    resultRow('E-mail confirmation', auth, (s) =>
      s.emailConfirmationRequired ? { value: 'On', tone: 'ok' } : { value: 'Off', tone: 'off' },
    ),
    resultRow('Database', platform, () => ({ value: 'Reachable', tone: 'ok' })),
  ];
}

export function BackendStatusPanel({ status }: { status: BackendStatus }) {
  return (
    <section className="status-panel" aria-labelledby="status-title">
      <div className="status-panel__header">
        <h2 id="status-title">Backend status</h2>
        <code className="status-panel__url">{status.backendUrl}</code>
      </div>
      <dl className="status-panel__list" aria-live="polite">
        {rows(status).map((row) => (
          <div key={row.label} className="status-row" data-tone={row.tone}>
            <dt>{row.label}</dt>
            <dd>
              <span className="status-row__dot" aria-hidden="true" />
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
