// Writes a Brotli (quality 11) and a gzip (level 9) copy beside every text file of Next's
// static output, once per build:
//   node scripts/precompress-static.mjs [dir]     dir defaults to .next/static
// The web server sends these copies as they are (server/static-assets.ts) instead of
// compressing every bundle again for every visitor, and at quality 11 they are about 14%
// smaller than what a server can afford to compress per request (Brotli quality 4).
// A copy whose file is gone (an earlier build's) is removed; a copy no smaller than its file
// is not written.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const textFile = /\.(js|mjs|css|svg|json|txt|html|webmanifest|map)$/;
const copies = [
  {
    suffix: ".br",
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: ".gz", compress: (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every text file under `dir`; answers how many files and bytes, before and after. */
export async function precompressDirectory(dir) {
  const files = await filesUnder(dir);
  const present = new Set(files);
  const stale = files.filter((file) =>
    copies.some(
      ({ suffix }) => file.endsWith(suffix) && !present.has(file.slice(0, -suffix.length)),
    ),
  );
  await Promise.all(stale.map((file) => rm(file, { force: true })));
  const sources = files.filter((file) => textFile.test(file));
  let bytes = 0;
  let brotliBytes = 0;
  // zlib's asynchronous calls run on libuv's thread pool: all files at once use every core.
  await Promise.all(
    sources.map(async (file) => {
      const original = await readFile(file);
      bytes += original.length;
      for (const { suffix, compress } of copies) {
        const compressed = await compress(original);
        if (suffix === ".br") brotliBytes += Math.min(compressed.length, original.length);
        if (compressed.length < original.length) await writeFile(file + suffix, compressed);
        else await rm(file + suffix, { force: true });
      }
    }),
  );
  return { files: sources.length, bytes, brotliBytes, removed: stale.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(
    process.argv[2] ?? fileURLToPath(new URL("../.next/static", import.meta.url)),
  );
  const started = performance.now();
  const { files, bytes, brotliBytes } = await precompressDirectory(dir);
  const kb = (n) => `${Math.round(n / 1024)} kB`;
  console.log(
    `[kesht] ${files} static files compressed (${kb(bytes)} → ${kb(brotliBytes)} Brotli) in ${Math.round(performance.now() - started)} ms`,
  );
}
