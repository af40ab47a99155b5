// Runs in the browser before the app's code (Next's client instrumentation hook). zod compiles
// its object parsers with `new Function` unless told not to, and probes for that by calling
// `Function("")` at the first parse: the page's script-src policy (no 'unsafe-eval') refuses
// the probe, which the browser reports as a violation. Told up front, zod never tries.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there,
// so the setting is written without loading zod: even its core's `config` put 4.7 kB gz in every
// page's first load, pages that parse nothing included (most storefront pages).
// `instrumentation-client.test.ts` checks that zod still reads it from there.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

// A module (its setting is a side effect), so its test can import it.
export {};
