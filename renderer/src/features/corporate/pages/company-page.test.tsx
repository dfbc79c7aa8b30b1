/**
 * A company page whose company does not exist (trade §2): said so, with the way back to the corporate members.
 * The company pages with the stack's data, bids and their refusals are browser tests
 * (tests/e2e/web/corporate.spec.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { paths } from '@domain/paths.ts';
import { renderAppAt } from '@/testing/render-app.tsx';

it('an unknown company shows Company Not Found with a way back', async () => {
  const app = await renderAppAt(paths.company.href('c0000000-0000-4000-a000-0000000000ff'), {
    gateway: { corporate: { getCompany: async () => null, listProducts: async () => [] } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Company Not Found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back to Corporate Members' }));
  await waitFor(() => expect(app.path()).toBe(paths.corporateMembers.href()));
});
