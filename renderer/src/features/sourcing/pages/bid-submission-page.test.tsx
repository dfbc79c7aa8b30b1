/**
 * Submit Bids for members who have nothing to bid on (trade §2, §5): a member no company registered as a vendor is
 * told so, and a vendor whose departments have nothing open is told that, with the departments named. Bidding on
 * open RFQs against the stack is a browser test (tests/e2e/web/sourcing-journey.spec.ts).
 */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { paths } from '@domain/paths.ts';
import { NO_ACTIVE_RFQS, NOT_A_VENDOR } from '@domain/sourcing.ts';
import { DEMO_PEOPLE } from '@/testing/demo-roles.ts';
import type { GatewayOverrides } from '@/testing/fake-gateway.ts';
import { renderAppAt } from '@/testing/render-app.tsx';

const NOTHING_OPEN: GatewayOverrides['sourcing'] = {
  vendorRfqs: async () => [],
  myBids: async () => [],
  subscribe: async () => () => undefined,
};

it('a member who is no company’s vendor is told so', async () => {
  await renderAppAt(paths.bidSubmission.href(), { as: 'free', gateway: { sourcing: NOTHING_OPEN } });
  expect(await screen.findByText(NOT_A_VENDOR)).toBeInTheDocument();
  expect(screen.queryByText(/Registered with:/)).toBeNull();
});

it('a vendor with nothing open in their departments is told so, with the departments', async () => {
  const vendor = DEMO_PEOPLE.vendor;
  const manpower = {
    companyId: 'c0000000-0000-4000-a000-000000000002',
    department: 'manpower',
    departmentName: 'Manpower',
  };
  await renderAppAt(paths.bidSubmission.href(), {
    as: { ...vendor, facts: { ...vendor.facts, vendorRegistrations: [manpower] } },
    gateway: { sourcing: NOTHING_OPEN },
  });
  expect(await screen.findByText(NO_ACTIVE_RFQS)).toBeInTheDocument();
  expect(screen.getByText(/Registered with: Manpower\./)).toBeInTheDocument();
  expect(screen.queryByText(NOT_A_VENDOR)).toBeNull();
});
