import { api, fromGateway } from '@/data/api.ts';
import type { DataGateway } from '@/data/gateway.ts';
import type { CompanySummary, NewCorporateProduct, PriceManagementPort } from '@/data/ports/price-management.ts';

/** What the page shows of a company's products: how many, and the departments they are filed under. */
interface CompanyProductFacts {
  total: number | null;
  departments: string[];
}

/**
 * Pages of the company's products read for the department suggestions. Products come in id order (random),
 * so a few pages show every department a company uses without reading a 50 000-product catalogue whole.
 */
const DEPARTMENT_PAGES = 5;

async function companyProductFacts(gateway: DataGateway, companyId: string): Promise<CompanyProductFacts> {
  const departments = new Set<string>();
  let total: number | null = null;
  let pages = 0;
  const enough = new Error('enough pages');
  try {
    await gateway.priceManagement.products(companyId, (rows, progress) => {
      for (const row of rows) departments.add(row.departmentName);
      total = progress.total ?? total;
      if (rows.length > 0) pages += 1;
      // The read stops here, once the count is in too (it comes as a page of no rows, at any point): the port
      // hears an error from its page callback as the end of the read.
      if (pages >= DEPARTMENT_PAGES && total !== null) throw enough;
    });
  } catch (error) {
    if (error !== enough) throw error;
  }
  return { total, departments: [...departments] };
}

interface AddProductsArg {
  companyId: string;
  rows: NewCorporateProduct[];
}

/** /admin/corporate-products over the gateway's priceManagement area. */
const corporateProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    productEntryCompanies: build.query<CompanySummary[], void>({
      queryFn: fromGateway((g) => g.priceManagement.companies()),
      providesTags: ['Companies'],
    }),
    companyProductFacts: build.query<CompanyProductFacts, string>({
      queryFn: fromGateway((g, companyId: string) => companyProductFacts(g, companyId)),
      keepUnusedDataFor: 30,
    }),
    addCorporateProducts: build.mutation<Awaited<ReturnType<PriceManagementPort['addProducts']>>, AddProductsArg>({
      queryFn: fromGateway((g, a: AddProductsArg) => g.priceManagement.addProducts(a.companyId, a.rows)),
      // New products start their price history.
      invalidatesTags: (outcome) => (outcome?.ok ? ['ProductHistory'] : []),
    }),
  }),
});

export const { useProductEntryCompaniesQuery, useCompanyProductFactsQuery, useAddCorporateProductsMutation } =
  corporateProductsApi;
