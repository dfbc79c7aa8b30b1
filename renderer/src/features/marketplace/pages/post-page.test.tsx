/**
 * The posting forms for a visitor (trade §3): asked to log in, with no form to fill. Posting, its field rules and
 * the new post on the board are browser tests against the stack (tests/e2e/web/post.spec.ts).
 */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { POST_LOGIN_REQUIRED } from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';
import { renderAppAt } from '@/testing/render-app.tsx';

it.each([paths.postPurchaseEnquiry.href(), paths.postSalesOffer.href()])(
  'a visitor at %s is asked to log in, with no form',
  async (path) => {
    await renderAppAt(path);
    expect(await screen.findByText(POST_LOGIN_REQUIRED)).toHaveRole('alert');
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('button', { name: /^Post (Enquiry|Offer)$/ })).toBeNull();
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.login.href());
  },
);
