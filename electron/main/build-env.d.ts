/** The Supabase URL the renderer is built for, defined by electron.vite.config.ts at build time. */
declare const __SUPABASE_URL__: string;
