/** How long to wait for the browser to read a video's header before leaving it to the server. */
const METADATA_TIMEOUT_MS = 10_000;

/**
 * A video's duration in seconds, read by the browser from the file's metadata, for a fast
 * "too long" message before anything is uploaded. Null when the browser cannot read it (an
 * unsupported codec, a damaged file): the server measures again from the bytes.
 */
export function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    let settled = false;
    const finish = (duration: number | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      video.removeAttribute("src");
      video.load();
      URL.revokeObjectURL(url);
      resolve(duration !== null && Number.isFinite(duration) ? duration : null);
    };
    const timer = window.setTimeout(() => finish(null), METADATA_TIMEOUT_MS);
    video.preload = "metadata";
    video.muted = true;
    video.addEventListener("loadedmetadata", () => finish(video.duration));
    video.addEventListener("error", () => finish(null));
    video.src = url;
  });
}
