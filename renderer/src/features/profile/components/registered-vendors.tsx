import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { NO_VENDORS_YET } from '@domain/messages.ts';
import type { CompanyVendor } from '@/data/ports/profiles.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { useCompanyVendorsQuery } from '../api.ts';

const COLUMNS: TableColumn<CompanyVendor>[] = [
  { key: 'department', header: 'Department', render: (v) => v.departmentName },
  { key: 'name', header: 'Vendor', render: (v) => v.vendor?.memberName ?? '—' },
  { key: 'business', header: 'Business', render: (v) => v.vendor?.businessName ?? '—' },
  { key: 'email', header: 'Email', render: (v) => v.vendor?.email ?? '—' },
  { key: 'mobile', header: 'Mobile', render: (v) => v.vendor?.mobileNumber ?? '—' },
];

/** The executive's accordion of vendors registered with their company, by department (loaded when opened). */
export function RegisteredVendors({ companyId }: { companyId: string }) {
  const [open, setOpen] = useState(false);
  const vendors = useCompanyVendorsQuery(companyId, { skip: !open });
  return (
    <section className="profile-section accordion">
      <h2 className="accordion__heading">
        <button
          type="button"
          className="accordion__toggle"
          aria-expanded={open}
          aria-controls="registered-vendors"
          onClick={() => setOpen(!open)}
        >
          Registered Vendors
          <ChevronDown size={20} aria-hidden="true" className="accordion__chevron" />
        </button>
      </h2>
      <div id="registered-vendors" hidden={!open}>
        {vendors.isFetching && !vendors.data ? (
          <Spinner label="Loading vendors" />
        ) : vendors.error ? (
          <p className="table-empty" role="alert">
            {vendors.error.message}
          </p>
        ) : (
          <Table
            caption="Registered vendors list"
            columns={COLUMNS}
            rows={vendors.data ?? []}
            rowKey={(v) => v.id}
            empty={NO_VENDORS_YET}
          />
        )}
      </div>
    </section>
  );
}
