import { z } from 'zod';

// Zod compiles its object parsers with `new Function` where it can. The content-security policy allows no eval,
// and its probe would be reported as a violation on every page load: parse without compiling. Imported first by
// both entry points, before any schema runs.
z.config({ jitless: true });
