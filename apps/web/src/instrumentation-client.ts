import { z } from "zod";

// Runs in the browser before the app's code (Next's client instrumentation hook). zod compiles
// its object parsers with `new Function` unless told not to, and probes for that by calling
// `Function("")` at the first parse: the page's script-src policy (no 'unsafe-eval') refuses
// the probe, which the browser reports as a violation. Told up front, zod never tries.
z.config({ jitless: true });
