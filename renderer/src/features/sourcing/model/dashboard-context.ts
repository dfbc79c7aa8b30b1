import type { SourcingDepartment } from '@domain/sourcing-departments.ts';

/** What every dashboard tab works on: the company department and who is at the desk. */
export interface DashboardContext {
  companyId: string;
  companyName: string;
  department: SourcingDepartment;
  userId: string;
}
