import { useState } from 'react';
import { formatCountOf, formatDateTime } from '@domain/format.ts';
import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE, type AuditEntity, type AuditEntry } from '@domain/schemas/admin.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { DeskSearch, FilterChips, LoadFailed, moveInGrid } from '@/ui/desk.tsx';
import { Pager } from '@/ui/pager.tsx';
import { useAuditLogQuery } from '../api.ts';

const ENTITY_LABELS: Record<AuditEntity, string> = {
  member: 'Members',
  credits: 'Credits',
  company: 'Companies',
  product: 'Products',
  ad: 'Ads',
};

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** An entry's change in words: 'status: true → false; page_location: News → Login', or the row's fields. */
function changeSummary(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string {
  if (entry.action === 'update') {
    return Object.keys(entry.after ?? {})
      .filter((key) => key !== 'delta' && key !== 'reason' && key !== 'description')
      .map((key) => `${key}: ${show(entry.before?.[key])} → ${show(entry.after?.[key])}`)
      .join('; ');
  }
  const row = (entry.action === 'insert' ? entry.after : entry.before) ?? {};
  return Object.entries(row)
    .filter(
      ([key, value]) => key !== 'id' && value !== null && value !== '' && !(Array.isArray(value) && !value.length),
    )
    .slice(0, 6)
    .map(([key, value]) => `${key}: ${show(value)}`)
    .join('; ');
}

/** The admin audit log, newest first: paged, filtered by kind of entry and by a term in who or what. */
export function AuditLog() {
  const [entity, setEntity] = useState<AuditEntity | 'all'>('all');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(term.trim(), 300);
  const log = useAuditLogQuery({
    entity: entity === 'all' ? null : entity,
    term: search,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  });
  const rows = log.data?.rows ?? [];
  const chips = [
    { value: 'all' as const, label: 'All' },
    ...AUDIT_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] })),
  ];

  return (
    <section className="ops-panel ops-audit" aria-labelledby="audit-title">
      <div className="ops-panel__head">
        <h2 id="audit-title">Admin audit log</h2>
        <span className="desk-toolbar__count">{log.data ? formatCountOf(log.data.total, 'entry', 'entries') : ''}</span>
      </div>
      <div className="desk-toolbar">
        <DeskSearch
          label="Search the audit log"
          placeholder="Admin e-mail, member, company, ad…"
          value={term}
          onChange={(v) => {
            setTerm(v);
            setPage(1);
          }}
        />
        <FilterChips
          label="Kind of entry"
          chips={chips}
          value={entity}
          onChange={(v) => {
            setEntity(v);
            setPage(1);
          }}
        />
      </div>
      {log.isError && !log.data ? (
        <LoadFailed
          title="Could not load the audit log"
          message={apiErrorOf(log.error).message}
          onRetry={() => void log.refetch()}
        />
      ) : (
        <div className="grid-scroll" role="region" aria-label="Audit entries" aria-busy={log.isFetching} tabIndex={0}>
          <table className="grid-table audit-table">
            <colgroup>
              <col style={{ width: 172 }} />
              <col style={{ width: 220 }} />
              <col style={{ width: 90 }} />
              <col style={{ width: 80 }} />
              <col style={{ width: 230 }} />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Action</th>
                <th scope="col">Row</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody onKeyDown={moveInGrid}>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6} className="grid-empty">
                    {log.isLoading ? 'Loading…' : 'No admin actions recorded match.'}
                  </td>
                </tr>
              )}
              {rows.map((entry) => {
                const change = changeSummary(entry);
                return (
                  <tr key={entry.id} data-row>
                    <td className="num">{formatDateTime(entry.at)}</td>
                    <td title={entry.actorEmail ?? ''}>
                      {entry.actorEmail ?? 'deleted account'}
                      {entry.actorRole === 'limited_admin' && <span className="muted"> (limited)</span>}
                    </td>
                    <td>{ENTITY_LABELS[entry.entity]}</td>
                    <td>
                      <span
                        className={`status-chip status-chip--${entry.action === 'delete' ? 'danger' : entry.action === 'insert' ? 'active' : 'neutral'}`}
                      >
                        {entry.action}
                      </span>
                    </td>
                    <td className="grid-table__strong" title={entry.label}>
                      {entry.label}
                    </td>
                    <td title={change}>{change}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil((log.data?.total ?? 0) / AUDIT_PAGE_SIZE))}
        onPageChange={setPage}
        label="Audit log pages"
      />
    </section>
  );
}
