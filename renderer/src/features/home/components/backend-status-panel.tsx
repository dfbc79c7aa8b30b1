import { GatewayError } from '@/data/gateway.ts';
import type { AsyncResult } from '@/hooks/use-async-result.ts';
import type { BackendStatus } from '../hooks/use-backend-status.ts';

type Tone = 'ok' | 'off' | 'error' | 'pending';

interface Row {
  label: string;
  value: string;
  tone: Tone;
}

// Unreachability is explained once, in the page's alert; rows keep to one word then.
const errorText = (error: unknown) =>
  error instanceof GatewayError && error.kind === 'unreachable'
    ? 'Unreachable'
    : error instanceof Error
      ? error.message
      : 'Unknown error';

const pending = (label: string): Row => ({ label, value: 'Checking…', tone: 'pending' });

/** Whether a call answered, with the reason when it did not. */
function reachabilityRow(label: string, result: AsyncResult<unknown>): Row {
  if (result.status === 'loading') return pending(label);
  if (result.status === 'error') return { label, value: errorText(result.error), tone: 'error' };
  return { label, value: 'Reachable', tone: 'ok' };
}

/** A fact read from a call's answer; unknown when the call failed (its own row says why). */
function factRow<T>(label: string, result: AsyncResult<T>, describe: (value: T) => Omit<Row, 'label'>): Row {
  if (result.status === 'loading') return pending(label);
  if (result.status === 'error') return { label, value: 'Unknown', tone: 'pending' };
  return { label, ...describe(result.value) };
}

function rows({ auth, platform }: BackendStatus): Row[] {
  return [
    reachabilityRow('Auth settings', auth),
    factRow('E-mail signups', auth, (s) =>
      s.emailSignupEnabled ? { value: 'Enabled', tone: 'ok' } : { value: 'Disabled', tone: 'off' },
    ),
    factRow('E-mail confirmation', auth, (s) =>
      s.emailConfirmationRequired ? { value: 'On', tone: 'ok' } : { value: 'Off', tone: 'off' },
    ),
    reachabilityRow('Database', platform),
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
