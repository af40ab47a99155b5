/**
 * The bytes of one `response.write(chunk, encoding?)` or `end(chunk, encoding?)`, for the
 * wrappers that look at what Next writes (inline-stylesheets.ts, page-copies.ts).
 */
export function writtenBytes(chunk: unknown, rest: unknown[]): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array)
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const encoding = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : "utf8";
  return Buffer.from(String(chunk), encoding);
}
