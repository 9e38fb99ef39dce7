import { z } from 'zod';

// Zod probes `new Function` to compile fast parsers; in the browser our CSP forbids eval, so the
// probe is reported as a violation on every page with a form. The browser parses a few small
// forms: the interpreter is plenty there. The server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
