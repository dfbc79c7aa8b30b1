import { describe, expect, it } from 'vitest';
import { companyPins } from './offline-company-pins.ts';

const A = 'company-a';
const B = 'company-b';
const at = '2026-11-29T08:00:00Z';

describe('companyPins', () => {
  const rows = [
    { id: 'a1', company_id: A, superseded_at: at, withdrawn_at: null },
    { id: 'a2', company_id: A, superseded_at: null, withdrawn_at: null },
    { id: 'a-yarn', company_id: A, superseded_at: null, withdrawn_at: null },
    { id: 'a-withdrawn', company_id: A, superseded_at: null, withdrawn_at: at },
    { id: 'b1', company_id: B, superseded_at: null, withdrawn_at: null },
    { id: 'staff-upload', company_id: null, superseded_at: null, withdrawn_at: null },
    { id: 'old-mirror-row' },
  ];

  it("pins the company's current editions only: not superseded, not withdrawn, not another company's", () => {
    expect(companyPins(A, rows)).toEqual(new Set(['a2', 'a-yarn']));
    expect(companyPins(B, rows)).toEqual(new Set(['b1']));
  });

  it('pins nothing for a user who carries no company', () => {
    expect(companyPins(null, rows)).toEqual(new Set());
  });

  it('moves to the next edition once it supersedes the last', () => {
    const next = [
      { id: 'a2', company_id: A, superseded_at: at, withdrawn_at: null },
      { id: 'a3', company_id: A, superseded_at: null, withdrawn_at: null },
    ];
    expect(companyPins(A, next)).toEqual(new Set(['a3']));
  });
});
