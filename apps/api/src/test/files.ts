import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import type { FilePurpose } from "@kesht/contracts";
import sharp from "sharp";
import type { App } from "../app";

/** A PNG of the given size, a gradient so the encoder has something to work with. */
export async function makePng(width = 1600, height = 900): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } },
  })
    .png()
    .toBuffer();
}

/**
 * A black one-bit PNG of any size, made without an encoder: a few kilobytes however many
 * pixels it claims, as an attacker's "decompression bomb" is (10000 × 10000 is about 12 kB).
 */
export function makeBlackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // one bit a pixel
  header.writeUInt8(0, 9); // greyscale
  // Each row: a filter byte, then the row's bits, all zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A JPEG as a phone writes it: stored landscape (1200×800) with an EXIF orientation of 6
 * ("turn 90° clockwise to view") and EXIF that gives away the camera and where it was.
 */
export async function makeJpegWithExif(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 160, b: 40 } },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "KeshtPhone", Model: "Field Camera 7", Copyright: "Farmer" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 41/1 0/1" },
    })
    .toBuffer();
}

/** A tiny but well-formed one-page PDF. */
export function makePdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n" +
      "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n" +
      "trailer << /Root 1 0 R >>\n%%EOF\n",
    "latin1",
  );
}

function box(type: string, ...payloads: Buffer[]): Buffer {
  const body = Buffer.concat(payloads);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/**
 * The smallest movie a player would accept the header of: `ftyp`, then `moov` holding only
 * `mvhd`, whose duration ÷ timescale is the length. Version 1 uses 64-bit times, as long or
 * high-rate recordings do.
 */
export function makeMp4(
  seconds: number,
  options: { timescale?: number; brand?: string; version?: 0 | 1 } = {},
): Buffer {
  const { timescale = 600, brand = "isom", version = 0 } = options;
  const duration = Math.round(seconds * timescale);
  const ftyp = Buffer.alloc(16);
  ftyp.write(brand.padEnd(4, " "), 0, "latin1");
  ftyp.writeUInt32BE(512, 4);
  ftyp.write("isom", 8, "latin1");
  ftyp.write(brand === "qt" ? "qt  " : "mp41", 12, "latin1");

  const times = version === 1 ? 28 : 16;
  const mvhd = Buffer.alloc(4 + times + 80);
  mvhd.writeUInt8(version, 0);
  let offset = 4;
  if (version === 1) {
    offset += 16; // creation and modification times, 64-bit each
    mvhd.writeUInt32BE(timescale, offset);
    mvhd.writeBigUInt64BE(BigInt(duration), offset + 4);
    offset += 12;
  } else {
    offset += 8;
    mvhd.writeUInt32BE(timescale, offset);
    mvhd.writeUInt32BE(duration, offset + 4);
    offset += 8;
  }
  mvhd.writeUInt32BE(0x00010000, offset); // rate 1.0
  mvhd.writeUInt16BE(0x0100, offset + 4); // volume 1.0
  const matrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000];
  matrix.forEach((value, index) => {
    mvhd.writeUInt32BE(value, offset + 16 + index * 4);
  });
  mvhd.writeUInt32BE(2, offset + 76); // next track id
  return Buffer.concat([box("ftyp", ftyp), box("moov", box("mvhd", mvhd))]);
}

/**
 * A multipart body as a browser's FormData sends it, in the order given (the API wants
 * `purpose` before the file).
 */
export async function multipart(
  parts: [name: string, value: string | { bytes: Buffer; filename: string; type?: string }][],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type ?? "" }), value.filename);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/** Uploads one file as the signed-in person whose headers are given. */
export async function upload(
  app: App,
  headers: Record<string, string>,
  purpose: FilePurpose | string,
  bytes: Buffer,
  filename: string,
  type?: string,
) {
  const body = await multipart([
    ["purpose", purpose],
    ["file", { bytes, filename, type }],
  ]);
  return app.inject({
    method: "POST",
    url: "/api/v1/files",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads and returns the stored file's id, failing loudly if the upload was refused. */
export async function uploadId(
  app: App,
  headers: Record<string, string>,
  purpose: FilePurpose,
  bytes: Buffer,
  filename: string,
): Promise<string> {
  const response = await upload(app, headers, purpose, bytes, filename);
  if (response.statusCode !== 201) {
    throw new Error(`upload of ${filename} failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { data: { id: string } }).data.id;
}

/**
 * A real movie (H.264, 96×64, one frame per 125 ms) from `test/fixtures`: `farm-5s` lasts
 * 5 seconds, `farm-35s` 35. `brand: "qt"` makes it a QuickTime movie (its `ftyp` says so);
 * `claimSeconds` rewrites the movie header's length, as a forger would, leaving the stream.
 */
export function realMp4(
  name: "farm-5s" | "farm-35s",
  options: { brand?: "qt"; claimSeconds?: number } = {},
): Buffer {
  const bytes = readFileSync(new URL(`./fixtures/${name}.mp4`, import.meta.url));
  if (options.brand === "qt") bytes.write("qt  ", 8, "latin1");
  if (options.claimSeconds !== undefined) {
    const mvhd = bytes.indexOf("mvhd", 0, "latin1");
    if (mvhd < 0 || bytes.readUInt8(mvhd + 4) !== 0) throw new Error("expected a version-0 mvhd");
    const timescale = bytes.readUInt32BE(mvhd + 16);
    bytes.writeUInt32BE(Math.round(options.claimSeconds * timescale), mvhd + 20);
  }
  return bytes;
}
