/*
 * Generated product photos for the bench: pictures shaped like what a phone camera sends
 * (1600 × 1200 JPEG at quality 85, 250–300 kB), so the storefront is measured
 * with real raster photos rather than drawn icons. Each is labelled "generated bench photo"
 * in the picture itself and in its EXIF description.
 *
 * What makes a camera photo heavy is texture: soft colour regions (the background, the
 * produce), mid-sized detail, and sensor grain over everything. The picture is made of those
 * three layers, plus a few lit round shapes and the caption.
 */
import sharp from "sharp";

export interface PhotoOptions {
  /** Any integer: the same seed gives the same colours and shapes (the grain is random). */
  seed: number;
  /** The caption's second line, e.g. the product's name. */
  title: string;
  width?: number;
  height?: number;
}

/** A small, fast, seeded generator (mulberry32): the pictures need variety, not secrecy. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A field of random colours around `hue`, `width` × `height` pixels, to be enlarged smoothly. */
function colourField(random: () => number, width: number, height: number, hue: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const h = hue + (random() - 0.5) * 60;
    const s = 0.35 + random() * 0.45;
    const l = 0.25 + random() * 0.5;
    const [r, g, b] = hslToRgb(h, s, l);
    pixels[i * 3] = r;
    pixels[i * 3 + 1] = g;
    pixels[i * 3 + 2] = b;
  }
  return pixels;
}

function hslToRgb(hueDegrees: number, s: number, l: number): [number, number, number] {
  const h = (((hueDegrees % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number) => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(1 / 3), channel(0), channel(-1 / 3)].map((v) => Math.round(v * 255)) as [
    number,
    number,
    number,
  ];
}

async function enlarged(field: Buffer, from: [number, number], to: [number, number]) {
  return sharp(field, { raw: { width: from[0], height: from[1], channels: 3 } })
    .resize(to[0], to[1], { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Lit round shapes (fruit, nuts, jars seen from above) and the caption, as SVG. */
function overlay(random: () => number, width: number, height: number, hue: number, title: string) {
  const shapes: string[] = [];
  const count = 5 + Math.floor(random() * 6);
  for (let i = 0; i < count; i++) {
    const r = Math.round(height * (0.08 + random() * 0.14));
    const cx = Math.round(random() * width);
    const cy = Math.round(height * 0.2 + random() * height * 0.65);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#lit${i % 3})"/>`);
  }
  const gradients = [0, 1, 2]
    .map((i) => {
      const h = Math.round(hue + (i - 1) * 15);
      return `<radialGradient id="lit${i}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="hsl(${h},80%,78%)"/><stop offset="0.55" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${h},60%,18%)"/></radialGradient>`;
    })
    .join("");
  const band = Math.round(height * 0.13);
  const font = Math.round(band * 0.36);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${gradients}</defs>${shapes.join("")}<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="rgba(0,0,0,0.55)"/><text x="${Math.round(width * 0.03)}" y="${height - band + font * 1.15}" font-family="DejaVu Sans, sans-serif" font-size="${font}" fill="#fff">generated bench photo</text><text x="${Math.round(width * 0.03)}" y="${height - band + font * 2.35}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(font * 0.8)}" fill="#ddd">${escapeXml(title)}</text></svg>`,
  );
}

/**
 * Sensor grain: gaussian noise around mid-grey, laid over the picture (libvips makes it, in
 * native code, once per size: a pixel loop in JavaScript takes seconds on a busy machine).
 */
const grains = new Map<string, Promise<Buffer>>();
function grain(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let made = grains.get(key);
  if (!made) {
    made = sharp({
      create: {
        width,
        height,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: grainSigma },
      },
    })
      .raw()
      .toBuffer();
    grains.set(key, made);
  }
  return made;
}

/** How strong the grain is: with it, a 1600 × 1200 picture is about 250–300 kB at quality 85. */
const grainSigma = 8;

/** One generated photo as JPEG bytes, with its caption and a comment saying it is generated. */
export async function generatedPhoto(options: PhotoOptions): Promise<Buffer> {
  // What a phone's app sends once it has scaled the camera's picture down. Larger ones would
  // only slow the bench's set-up: the API keeps nothing wider than 1280 px (files.images.ts).
  const width = options.width ?? 1600;
  const height = options.height ?? 1200;
  const random = seededRandom(options.seed);
  const hue = Math.floor(random() * 360);
  const size: [number, number] = [width, height];
  const raw = { width, height, channels: 3 } as const;
  const soft = await enlarged(colourField(random, 12, 9, hue), [12, 9], size);
  const detail = await enlarged(colourField(random, 160, 120, hue + 20), [160, 120], size);
  return sharp(soft, { raw })
    .composite([
      { input: detail, raw, blend: "soft-light" },
      { input: overlay(random, width, height, hue, options.title) },
      { input: await grain(width, height), raw, blend: "overlay" },
    ])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { ImageDescription: "generated bench photo", Software: "kesht bench" } })
    .toBuffer();
}
