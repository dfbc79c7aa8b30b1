import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appUrl, inAppPath, openInNewWindow } from './navigate.ts';
import { NewWindowLink } from './new-window-link.tsx';

const here = window.location.origin;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { desktop?: unknown }).desktop;
});

const onDesktop = () => Object.assign(window, { desktop: {} });

describe('the navigation helper', () => {
  it("tells this app's paths from other sites", () => {
    expect(inAppPath('/news/42')).toBe('/news/42');
    expect(inAppPath(`${here}/price-list?sort=new#top`)).toBe('/price-list?sort=new#top');
    expect(inAppPath('https://www.example.com/news/42')).toBeNull();
    expect(inAppPath('mailto:sales@loomconnect.test')).toBeNull();
    expect(inAppPath('http://[bad')).toBeNull();
    expect(appUrl('/news/42')).toBe(`${here}/news/42`);
  });

  it('opens an in-app path in the desktop window through the router', () => {
    onDesktop();
    const navigate = vi.fn();
    openInNewWindow('/news/42', navigate);
    expect(navigate).toHaveBeenCalledWith('/news/42');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens other sites in a new window with no handle back, on both platforms', () => {
    const navigate = vi.fn();
    openInNewWindow('https://www.example.com/a', navigate);
    onDesktop();
    openInNewWindow('https://www.example.com/b', navigate);
    expect(open.mock.calls).toEqual([
      ['https://www.example.com/a', '_blank', 'noopener,noreferrer'],
      ['https://www.example.com/b', '_blank', 'noopener,noreferrer'],
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens an in-app path in a new tab on the web, as an absolute address', () => {
    openInNewWindow('/news/42', vi.fn());
    expect(open).toHaveBeenCalledWith(`${here}/news/42`, '_blank', 'noopener,noreferrer');
  });
});

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderLink(href: string) {
  render(
    <MemoryRouter initialEntries={['/news']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NewWindowLink href={href}>Read more</NewWindowLink>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Read more' });
}

describe('NewWindowLink', () => {
  it('keeps the address and opens a new tab on the web', () => {
    const link = renderLink('/news/42');
    expect(link.getAttribute('href')).toBe('/news/42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith(`${here}/news/42`, '_blank', 'noopener,noreferrer');
    expect(screen.getByText('at /news')).toBeTruthy();
  });

  it('opens the article in the app window on the desktop', () => {
    onDesktop();
    fireEvent.click(renderLink('/news/42'));
    expect(screen.getByText('at /news/42')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('works outside a router (opening a window)', () => {
    onDesktop();
    render(<NewWindowLink href="https://www.example.com/">Site</NewWindowLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Site' }));
    expect(open).toHaveBeenCalledWith('https://www.example.com/', '_blank', 'noopener,noreferrer');
  });
});
