/*
 * One way a member profile is born (issue 24 deliverable 3): create_member_profile, which grants the plan's
 * signup credits (Free 25) and any referral credits, is the only way a yarnconnect_free row comes to be
 * through the API. The usersignup function calls it for /register-profile and for /profile/edit when a
 * verified member has no row yet; neither members nor the service role may insert the row themselves (a
 * row inserted directly started with 0 credits and no ledger). Direct SQL (seed, benchmarks) is trusted.
 */
drop policy "Members create their own profile" on public.yarnconnect_free;
revoke insert on public.yarnconnect_free from anon, authenticated, service_role;
