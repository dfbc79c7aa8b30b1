import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanySummary, ManagedProduct } from '@/data/ports/price-management.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { CorporateProductsPage } from './corporate-products-page.tsx';

const acme = { id: 'c-1', companyName: 'Acme Yarns' } as CompanySummary;
const rows = (page: number) =>
  Array.from({ length: 100 }, (_, i) => ({ id: `p-${page}-${i}`, departmentName: 'Spun Yarn' }) as ManagedProduct);

afterEach(() => vi.restoreAllMocks());

describe("the company's product count", () => {
  it('is shown when the count answers after the pages the department suggestions read', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
    );
    let pagesHeard = 0;
    renderInApp(<CorporateProductsPage />, {
      route: '/?company=c-1',
      session: signedInSession('admin-1', { role: 'admin', isAdmin: true }),
      gateway: fakeGateway({
        priceManagement: {
          companies: async () => [acme],
          // As the web read of a large company does: many pages first, the count (a page of no rows) last.
          products: async (_id, onPage) => {
            for (let page = 0; page < 8; page++) {
              onPage?.(rows(page), { loaded: (page + 1) * 100, total: null });
              pagesHeard += 1;
            }
            await new Promise((resolve) => setTimeout(resolve, 10));
            onPage?.([], { loaded: 800, total: 1234 });
            return [];
          },
        },
      }),
    });
    expect(await screen.findByText('1,234 products listed today')).toBeInTheDocument();
    expect(pagesHeard).toBe(8);
  });
});
