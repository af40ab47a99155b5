/**
 * Runs the fake Nominatim server on its own, for the end-to-end tests and for offline
 * development: `FAKE_GEOCODER_PORT=5100 npx tsx apps/api/src/lib/geocoder/fake-nominatim.main.ts`,
 * then start Kesht with `GEOCODER_URL=http://127.0.0.1:5100`.
 */
import { startFakeNominatim } from "./fake-nominatim-server";

const port = Number(process.env.FAKE_GEOCODER_PORT ?? 5100);
const fake = await startFakeNominatim(port);
console.log(`[fake-nominatim] listening on ${fake.baseUrl}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
