import { config } from "zod/v4/core";

// Runs in the browser before the app's code (Next's client instrumentation hook). zod compiles
// its object parsers with `new Function` unless told not to, and probes for that by calling
// `Function("")` at the first parse: the page's script-src policy (no 'unsafe-eval') refuses
// the probe, which the browser reports as a violation. Told up front, zod never tries. Through
// zod's core, which holds the setting, rather than `z`: importing `z` here put all of zod
// (31 kB gz) in every page's first load, pages that parse nothing included.
config({ jitless: true });
