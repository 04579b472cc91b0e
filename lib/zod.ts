import { z } from 'zod';

// Pages run under a CSP without 'unsafe-eval'. Zod otherwise probes for eval (a CSP violation
// report on every page) and compiles object parsers with it. Every schema imports zod from here,
// so this runs before the first schema is built, in the browser and on the server alike.
z.config({ jitless: true });

export { z };
