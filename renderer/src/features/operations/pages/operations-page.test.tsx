import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenRfqs } from '@domain/schemas/admin.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { OperationsPage } from './operations-page.tsx';

const OPEN_RFQS = OpenRfqs.parse({
  total: 3,
  by_department: [
    { department: 'fabrics', pending: 1, private: 0, open: 0 },
    { department: 'trims', pending: 1, private: 1, open: 1 },
  ],
  newest: [],
});

describe('Operations: open RFQs', () => {
  it('names each department as the menu does, not by its id', async () => {
    renderInApp(<OperationsPage />, { gateway: fakeGateway({ operations: { openRfqs: async () => OPEN_RFQS } }) });
    const panel = await screen.findByRole('region', { name: 'Open RFQs' });
    const table = await within(panel).findByRole('table');
    const departments = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(departments).toEqual(['Fabrics', 'Trims & Accessories']);
  });
});
