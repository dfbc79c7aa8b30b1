/**
 * What surrounds every page (accounts §2 Footer, §9 Toasts): the footer's links, contact block and social links,
 * and the toasts, which close by themselves after 5 s, take focus on F8 and go with a swipe to the right.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@domain/paths.ts';
import { renderAppAt } from '@/testing/render-app.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';

describe('the footer', () => {
  it('has the quick links, the contact block, social links in new tabs, the year and the logo alt text', async () => {
    const app = await renderAppAt(paths.home.href());
    const footer = screen.getByRole('contentinfo');
    const quick = within(within(footer).getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(quick.map((a) => a.textContent)).toEqual([
      'Home',
      'About Us',
      'Membership Plans',
      'Contact Corporate Sales',
      'FAQ',
      'Privacy Policy',
      'Terms of Use',
    ]);
    expect(quick.map((a) => a.getAttribute('href'))).toEqual([
      paths.home.href(),
      paths.partners.href(),
      paths.membershipPlans.href(),
      paths.contactCorporate.href(),
      paths.faq.href(),
      paths.privacyPolicy.href(),
      paths.termsOfUse.href(),
    ]);

    const address = footer.querySelector('address') as HTMLElement;
    expect(address).toHaveTextContent('Surat');
    expect(address).toHaveTextContent('India');
    expect(address.querySelectorAll('a[href^="tel:"]')).toHaveLength(1);
    expect(address.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1);

    for (const network of ['Facebook', 'LinkedIn', 'Instagram', 'YouTube']) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${network}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringMatching(/noopener/));
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} LoomConnect. All rights reserved.`);
    const header = screen.getByRole('navigation', { name: 'Main' }).closest('header') as HTMLElement;
    expect(within(header).getAllByRole('img', { name: 'LoomConnect logo' })).toHaveLength(1);
    expect(within(footer).getAllByRole('img', { name: 'LoomConnect logo' })).toHaveLength(1);

    await userEvent.click(quick[1]);
    await waitFor(() => expect(app.path()).toBe(paths.partners.href()));
  });
});

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  const region = () => screen.getByRole('region', { name: /Notifications/ });
  const toasts = () => within(region()).queryAllByRole('listitem');

  it('a toast closes by itself after 5 seconds', async () => {
    await renderAppAt(paths.home.href());
    vi.useFakeTimers();
    act(() => void showToast({ title: 'Signed In!', description: 'Welcome back!', variant: 'success' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Signed In!');
    act(() => vi.advanceTimersByTime(4900));
    expect(toasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });

  it('F8 moves focus to the notifications, and a swipe right dismisses the toast', async () => {
    await renderAppAt(paths.home.href());
    act(() => void showToast({ title: 'Signed In!', description: 'Welcome back!', variant: 'success' }));
    const toast = await within(region()).findByRole('listitem');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region().querySelector('ol')).toHaveFocus();

    // A drag of 120 px to the right (the threshold is 50 px), as a finger or a mouse would.
    Element.prototype.setPointerCapture ??= () => undefined;
    Element.prototype.releasePointerCapture ??= () => undefined;
    Element.prototype.hasPointerCapture ??= () => false;
    fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 20, clientY: 20 });
    for (let dx = 10; dx <= 120; dx += 10)
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 20 + dx, clientY: 20 });
    fireEvent.pointerUp(toast, { pointerId: 1, button: 0, clientX: 140, clientY: 20 });
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });
});
