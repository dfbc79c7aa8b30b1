/** Member profile reads and writes (the profile pages add their methods here and in supabase/profiles.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the profile pages
export interface ProfilesPort {}
