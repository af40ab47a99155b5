/* Server-Sent Events read from a live test server, one event at a time. */

/** Reads a Server-Sent Events body one event at a time (comments are skipped). */
export function readEvents(response: Response) {
  if (!response.body) throw new Error("no body");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return {
    async next(): Promise<{ event: string; data: string }> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n");
          const event = lines.find((line) => line.startsWith("event: "))?.slice(7);
          const data = lines.find((line) => line.startsWith("data: "))?.slice(6) ?? "";
          if (event) return { event, data };
          continue;
        }
        if (Date.now() > deadline) throw new Error("no event within 5 s");
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffer += value;
      }
    },
  };
}

/** Waits until `condition` holds, polling every 20 ms. */
export async function waitFor(condition: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
