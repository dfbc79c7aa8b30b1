import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { LeavePrompt } from './leave-prompt.tsx';

const guardState = () => (window.history.state as { leaveGuard?: boolean } | null)?.leaveGuard === true;

function Form({ dirty }: { dirty: boolean }) {
  return (
    <>
      <LeavePrompt dirty={dirty} />
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

const app = (dirty: boolean) => (
  <Routes>
    <Route path="/" element={<Form dirty={dirty} />} />
    <Route path="/elsewhere" element={<p>Elsewhere page</p>} />
  </Routes>
);

describe('the leave prompt of a form with unsaved input', () => {
  it('holds an in-app link until the person chooses to leave', async () => {
    renderInApp(app(true));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere page')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Leave and discard' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });

  it('catches Back with a copy of the page’s history entry, and puts it back when the person stays', async () => {
    renderInApp(app(true));
    await waitFor(() => expect(guardState()).toBe(true));
    window.history.back();
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(guardState()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(guardState()).toBe(true));
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks once about Back when two forms on the page have unsaved input', async () => {
    renderInApp(
      <Routes>
        <Route
          path="/"
          element={
            <>
              <LeavePrompt dirty />
              <LeavePrompt dirty />
            </>
          }
        />
      </Routes>,
    );
    await waitFor(() => expect(guardState()).toBe(true));
    window.history.back();
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(guardState()).toBe(true));
  });

  it('lets a form without unsaved input go at once', async () => {
    renderInApp(app(false));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
