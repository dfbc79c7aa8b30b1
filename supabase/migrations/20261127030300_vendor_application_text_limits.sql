/*
 * Vendor applications (migration 20261127020100) under the one rule for free text (migration 20261127030100):
 * their limits as the named constraints the app words refusals from, with the numbers of
 * @domain/vendor-applications.ts. decided_by_name is copied from the decider's profile by the decision functions.
 */
select internal.limit_text('public.vendor_applications', 'department_name', 100, p_required => true);
select internal.limit_text('public.vendor_applications', 'note', 500);
select internal.limit_text('public.vendor_applications', 'rejection_reason', 200, p_required => true);
