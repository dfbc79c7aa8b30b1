import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@domain/constants.ts';
import { paths } from '@domain/paths.ts';
import type { DirectoryMember } from '@/data/ports/directory.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useDirectoryPageQuery } from '../api.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import './listed-subscribers-page.css';

const EMPTY = 'No subscribers found matching your criteria.';
const PAGE_SIZE = LIMITS.directoryPageSize;

/** Distinct, non-empty values joined (a city often repeats its district's name). */
const joined = (values: (string | null)[]) => [...new Set(values.filter(Boolean))].join(', ') || 'N/A';

const COLUMNS: TableColumn<DirectoryMember>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (m) => (
      <span className="directory__name">
        <Link to={paths.profile.href(m.id)}>{m.memberName}</Link>
        {m.isVerifiedMember && <Badge variant="success">Verified</Badge>}
      </span>
    ),
  },
  { key: 'business', header: 'Business', render: (m) => m.businessName ?? 'N/A' },
  {
    key: 'email',
    header: 'Email',
    render: (m) => (m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : 'N/A'),
  },
  {
    key: 'mobile',
    header: 'Mobile',
    render: (m) =>
      m.mobileNumber ? (
        <a
          className="directory__phone"
          href={`tel:${m.countryCode ?? ''}${m.mobileNumber}`}
        >{`${m.countryCode ?? ''} ${m.mobileNumber}`}</a>
      ) : (
        'N/A'
      ),
  },
  { key: 'location', header: 'Location', render: (m) => joined([m.city, m.district, m.state]) },
  { key: 'businessType', header: 'Business Type', render: (m) => joined(m.businessType) },
  { key: 'yarns', header: 'My Yarns', render: (m) => joined(m.myYarns) },
];

/** The directory of members who opted in: server-side search and pages of 100 with the exact count. */
export function ListedSubscribersPage() {
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(term.trim());
  const { data, error, isFetching } = useDirectoryPageQuery({
    term: search,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const pageCount = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  const first = data && data.total > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  const last = data ? Math.min(page * PAGE_SIZE, data.total) : 0;

  return (
    <section className="container directory" aria-labelledby="directory-title">
      <header className="directory__header">
        <h1 id="directory-title">Listed Subscribers</h1>
        <p>
          Members who chose to be listed in the directory. Search by name, business, e-mail, mobile, place, business
          type or yarn.
        </p>
      </header>
      <div className="directory__search">
        <Search size={18} aria-hidden="true" />
        <TextInput
          type="search"
          aria-label="Search subscribers"
          placeholder="Search subscribers"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setPage(1);
          }}
        />
        {isFetching && <Spinner size={18} label="Searching" />}
      </div>
      {error ? (
        <Alert variant="danger" title="Error fetching data">
          {error.message}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading subscribers" />
      ) : (
        <>
          <p className="directory__count" aria-live="polite">
            {data.total > 0 ? `Showing ${first}–${last} of ${data.total} subscribers` : ''}
          </p>
          <Table
            caption="Listed subscribers"
            columns={COLUMNS}
            rows={data.rows}
            rowKey={(m) => m.id}
            empty={EMPTY}
            stackOnPhones
          />
          <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Subscriber pages" />
        </>
      )}
    </section>
  );
}
