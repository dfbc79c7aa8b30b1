import type {
  AuditEntity,
  AuditPage,
  ActivityDays,
  CreditDays,
  OpenRfqs,
  PlanFigures,
  SignupDays,
} from '@domain/schemas/admin.ts';

export interface AuditQuery {
  entity: AuditEntity | null;
  term: string;
  offset: number;
  limit: number;
}

/** /admin2, the operations view: one server read per dashboard part, refused to all but its administrator. */
export interface OperationsPort {
  membersByPlan(): Promise<PlanFigures>;
  signupsPerDay(days: number): Promise<SignupDays>;
  creditsPerDay(days: number): Promise<CreditDays>;
  activityPerDay(days: number): Promise<ActivityDays>;
  openRfqs(): Promise<OpenRfqs>;
  auditLog(query: AuditQuery): Promise<AuditPage>;
}
