/**
 * The informational pages (accounts §2, §6; issue 15): the membership plans' buttons per person, the FAQ's
 * accordion, the legal pages' terms, and the payment page without a payment button and with the local stack's test
 * checkout for a visitor. Their layout at 1280 and 390 px, the partners from the stack and a test payment end to
 * end are browser tests (tests/e2e/web/info.spec.ts, demo-media.spec.ts, payment.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@domain/paths.ts';
import { findToasts, renderAppAt } from '@/testing/render-app.tsx';

/** Texts a member must never read: variable names, commands, script paths. */
const BUILD_INTERNALS = /VITE_|npx |tsx |scripts\/|simulate-payment/;

/** The plan's settings while the pre-launch offer runs. */
const OFFER_RUNNING = { launchDate: '2099-03-01', offerValidUntil: '2099-01-31' };

describe('membership plans', () => {
  it('visitors: Free goes to signup, Corporate to contact, Choose Plan to login (and back here after it)', async () => {
    for (const [name, to] of [
      ['Sign Up Free', paths.signup.href()],
      ['Contact Sales', paths.contactCorporate.href()],
    ]) {
      const app = await renderAppAt(paths.membershipPlans.href(), {
        gateway: { info: { paidPlan: async () => OFFER_RUNNING } },
      });
      expect(await screen.findByText('₹8,388')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name }));
      await waitFor(() => expect(app.path()).toBe(to));
      app.unmount();
    }
    const app = await renderAppAt(paths.membershipPlans.href());
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Plan' }));
    await waitFor(() => expect(app.path()).toBe(paths.login.href()));
    expect(app.location().state).toEqual({ from: paths.membershipPlans.href() });
  });

  it('a Free Member goes to payment', async () => {
    const app = await renderAppAt(paths.membershipPlans.href(), { as: 'free' });
    await screen.findByRole('button', { name: 'Logout' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Plan' }));
    await waitFor(() => expect(app.path()).toBe(paths.payment.href()));
  });

  it('a Paid Member sees Plan Active and is told so, staying on the page', async () => {
    const app = await renderAppAt(paths.membershipPlans.href(), { as: 'paid' });
    const active = await screen.findByRole('button', { name: 'Plan Active' });
    expect(active).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled (not disabled) so pressing it still explains itself.
    await userEvent.click(active);
    const toasts = await findToasts();
    expect(await toasts.findByText('Already a Premium Member')).toBeInTheDocument();
    expect(toasts.getByText('You already have a Paid Membership or higher.')).toBeInTheDocument();
    expect(app.path()).toBe(paths.membershipPlans.href());
  });
});

it('FAQ: one answer open at a time, the open one closes, video and contact button', async () => {
  const app = await renderAppAt(paths.faq.href());
  await screen.findByRole('heading', { level: 1 });
  const questions = document.querySelectorAll<HTMLElement>('.faq__question');
  const openAnswers = () => [...document.querySelectorAll<HTMLElement>('.faq__answer')].filter((a) => !a.hidden);
  await userEvent.click(questions[0]);
  expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(questions[1]);
  expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
  expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
  expect(openAnswers()).toHaveLength(1);
  await userEvent.click(questions[1]);
  expect(openAnswers()).toHaveLength(0);
  expect(screen.getByTitle('How to use LoomConnect (video)')).toHaveAttribute(
    'src',
    expect.stringMatching(/youtube-nocookie\.com\/embed\//),
  );
  await userEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
  await waitFor(() => expect(app.path()).toBe(paths.contactCorporate.href()));
});

it.each([paths.privacyPolicy.href(), paths.termsOfUse.href()])(
  '%s states the effective date, age, law and courts',
  async (path) => {
    await renderAppAt(path);
    const body = (await screen.findByRole('heading', { level: 1 })).closest('article') as HTMLElement;
    expect(body).toHaveTextContent('Effective date: 1 June 2025');
    expect(body).toHaveTextContent('18');
    expect(body).toHaveTextContent('laws of India');
    expect(body).toHaveTextContent('Surat');
    expect(within(body).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  },
);

describe('the payment page', () => {
  it('without a payment button says payments are not available yet and how to reach sales', async () => {
    // The test environment sets no VITE_RAZORPAY_BUTTON_ID, as a build without one.
    const app = await renderAppAt(paths.payment.href(), { gateway: { info: { testCheckout: async () => null } } });
    const notice = (await screen.findByText('Online payments are not available yet')).closest('[role="status"]');
    expect(notice).toHaveTextContent('call our sales team on +91 261 400 2026');
    expect(notice).toHaveTextContent('support@loomconnect.in');
    expect(screen.getByRole('main')).not.toHaveTextContent(BUILD_INTERNALS);
    expect(screen.queryByRole('region', { name: 'Test checkout' })).toBeNull();
    await userEvent.click(within(notice as HTMLElement).getByRole('link', { name: 'Contact Sales' }));
    await waitFor(() => expect(app.path()).toBe(paths.contactCorporate.href()));
  });

  it('shows a visitor the marked test checkout of a local stack and asks them to log in to use it', async () => {
    await renderAppAt(paths.payment.href(), {
      gateway: { info: { testCheckout: async () => ({ amountPaise: 989_784, currency: 'INR' }) } },
    });
    const checkout = await screen.findByRole('region', { name: 'Test checkout' });
    expect(checkout).toHaveTextContent('Test mode');
    expect(checkout).toHaveTextContent('no real payment is taken');
    expect(within(checkout).getByRole('link', { name: 'Log in to pay in test mode' })).toBeInTheDocument();
    expect(within(checkout).queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});
