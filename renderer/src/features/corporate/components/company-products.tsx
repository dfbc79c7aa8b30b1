import { Search } from 'lucide-react';
import { useState } from 'react';
import type { PublicProduct } from '@/data/ports/corporate.ts';
import { OnlineOnlyNote, useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { Alert } from '@/ui/alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useCompanyProductsQuery, usePriceTrendsQuery } from '../api.ts';
import { filterProducts, groupByDepartment } from '../model/products.ts';
import { ProductRow, type BidIntent } from './product-row.tsx';
// The ui table's styles (scrolling region, cells): these rows hold bid inputs, so the table is built here.
import '@/ui/table.css';
import { KG } from '@domain/units.ts';

const NO_MATCH = 'No products match your search.';
const NONE_LISTED = 'This company currently has no products publicly listed.';

/**
 * The columns in the order a bidder reads them: the product and its basic price, then (signed in) the bid
 * inputs and Bid, so product, price and Bid sit together at any width; the details follow. On a phone each
 * product is a card with the same first line (corporate-pages.css).
 */
const LEAD_HEADERS = ['Product', 'Basic Price (₹)'];
const BID_HEADERS = ['Bid Price (₹)', `Bid Qty (${KG})`, 'Action'];
const DETAIL_HEADERS = ['Lustre / Twist', 'Denier / Filament / Ply', 'Grade', 'Trend', 'Updated'];
const NO_TRENDS: Record<string, readonly (readonly [number, number])[]> = {};

function DepartmentTable(props: {
  department: string;
  products: PublicProduct[];
  canBid: boolean;
  blocked: string | null;
  isOwnCompany: boolean;
  onBid: (intent: BidIntent) => void;
  trends: Record<string, readonly (readonly [number, number])[]>;
}) {
  const headers = [...LEAD_HEADERS, ...(props.canBid ? BID_HEADERS : []), ...DETAIL_HEADERS];
  return (
    <section className="company-department" aria-label={props.department}>
      <h3>{props.department}</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`${props.department} products`}>
        <table className="table company-products-table">
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                trend={props.trends[product.id]}
                canBid={props.canBid}
                blocked={props.blocked}
                isOwnCompany={props.isOwnCompany}
                onBid={props.onBid}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * Revealed products grouped by department, with a search and (for logged-in users) bid inputs; a bid spends a
 * credit, so the desktop offline disables Bid and says why.
 */
export function CompanyProducts(props: {
  companyId: string;
  canBid: boolean;
  isOwnCompany: boolean;
  onBid: (intent: BidIntent) => void;
}) {
  const [term, setTerm] = useState('');
  const blocked = useOnlineOnlyBlocked();
  const { data, error, isLoading } = useCompanyProductsQuery(props.companyId);
  const trends = usePriceTrendsQuery(props.companyId).data ?? NO_TRENDS;
  const groups = groupByDepartment(filterProducts(data ?? [], term));

  return (
    <section className="company-products" aria-labelledby="company-products-title">
      <div className="company-products__head">
        <h2 id="company-products-title">Products</h2>
        <div className="corporate__search">
          <Search size={18} aria-hidden="true" />
          <TextInput
            type="search"
            aria-label="Search products"
            placeholder="Search products"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
      </div>
      {props.canBid && <OnlineOnlyNote reason={blocked} />}
      {error ? (
        <Alert variant="danger" title="Error fetching data">
          {error.message}
        </Alert>
      ) : isLoading ? (
        <Spinner label="Loading products" />
      ) : groups.length === 0 ? (
        <p className="corporate__empty" role="status">
          {data && data.length > 0 ? NO_MATCH : NONE_LISTED}
        </p>
      ) : (
        groups.map(([department, products]) => (
          <DepartmentTable
            key={department}
            department={department}
            products={products}
            trends={trends}
            blocked={blocked}
            {...props}
          />
        ))
      )}
    </section>
  );
}
