import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { VENDOR_SEARCH_TOO_SHORT, vendorSearchTerm } from '@domain/sourcing.ts';
import type { MemberMatch } from '@/data/ports/sourcing.ts';
import { Button } from './button.tsx';
import { Table, type TableColumn } from './table.tsx';
import { TextInput } from './text-input.tsx';
import { toastFailure } from './toast/failure-toast.ts';
import { useToast } from './toast/use-toast.ts';

/** The host panel's own layout classes; without `row` the input and button sit straight in the form (a toolbar). */
export interface MemberSearchClasses {
  root?: string;
  form: string;
  row?: string;
  table: string;
  /** Given, a "Members found" subtitle heads the results. */
  subtitle?: string;
}

export interface MemberSearchProps<M extends MemberMatch = MemberMatch> {
  inputId: string;
  label: string;
  labelHidden?: boolean;
  placeholder: string;
  /** The server's search for a trimmed term of 3 characters or more. */
  search: (term: string) => Promise<M[]>;
  searching: boolean;
  failureTitle: string;
  /** The last cell of a found member's row: what the panel lets you do with them. */
  action: (member: M) => ReactNode;
  /** Extra class of a found member's row (e.g. greyed: one the panel cannot take). */
  rowClassName?: (member: M) => string | undefined;
  classes: MemberSearchClasses;
  stackOnPhones?: boolean;
}

const COLUMNS: TableColumn<MemberMatch>[] = [
  { key: 'name', header: 'Member', render: (m) => <strong>{m.memberName}</strong> },
  { key: 'business', header: 'Business', render: (m) => m.businessName },
  { key: 'email', header: 'Email', render: (m) => m.email },
];

/**
 * Find members by e-mail, business or member name (the vendor search and the sales team's): a term of 3 characters
 * at least, else a toast and no call; then the matches, each with the panel's action (the
 * search may answer more about each member, e.g. the sales team's candidates say who is an executive).
 */
export function MemberSearch<M extends MemberMatch>(props: MemberSearchProps<M>) {
  const { toast } = useToast();
  const { classes } = props;
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<M[] | null>(null);

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const query = vendorSearchTerm(term);
    if (!query) return toast({ ...VENDOR_SEARCH_TOO_SHORT, variant: 'destructive' });
    try {
      setResults(await props.search(query));
    } catch (error) {
      toastFailure(props.failureTitle, error);
    }
  };

  const columns: TableColumn<M>[] = [
    ...COLUMNS,
    { key: 'action', header: <span className="visually-hidden">Action</span>, align: 'end', render: props.action },
  ];
  const controls = (
    <>
      <TextInput
        id={props.inputId}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={props.placeholder}
      />
      <Button type="submit" variant="secondary" loading={props.searching}>
        <Search size={16} aria-hidden="true" /> Search
      </Button>
    </>
  );

  return (
    <div className={classes.root}>
      <form className={classes.form} role="search" onSubmit={(e) => void onSearch(e)}>
        <label className={props.labelHidden ? 'visually-hidden' : undefined} htmlFor={props.inputId}>
          {props.label}
        </label>
        {classes.row ? <div className={classes.row}>{controls}</div> : controls}
      </form>
      {results && classes.subtitle && <h3 className={classes.subtitle}>Members found</h3>}
      {results &&
        (results.length === 0 ? (
          <p className="table-empty">No members match “{term.trim()}”.</p>
        ) : (
          <Table
            caption="Members found"
            className={classes.table}
            columns={columns}
            rows={results}
            rowKey={(m) => m.id}
            rowClassName={props.rowClassName}
            empty=""
            stackOnPhones={props.stackOnPhones}
          />
        ))}
    </div>
  );
}
