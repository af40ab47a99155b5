import { createFile, Log, MP4BoxBuffer } from "mp4box";

// mp4box reports every oddity of a file on the console; a refused upload is not our error.
Log.setLogLevel(Log.error);

/**
 * The length in seconds of an MP4 or QuickTime movie, read from its `moov` box (the movie
 * header's duration ÷ timescale, or the fragment duration of a fragmented file), or null when
 * the file has no readable movie header. Never trusts what the uploader says.
 */
export function readVideoDuration(bytes: Buffer): number | null {
  const file = createFile();
  let failed = false;
  file.onError = () => {
    failed = true;
  };
  try {
    // mp4box wants an ArrayBuffer of its own that knows where it sits in the file.
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0), true);
    file.flush();
  } catch {
    return null;
  }
  if (failed) return null;
  const info = file.getInfo();
  if (!info?.hasMoov) return null;
  if (info.duration > 0 && info.timescale > 0) return info.duration / info.timescale;
  const fragment = info.fragment_duration;
  if (fragment && fragment.num > 0 && fragment.den > 0) return fragment.num / fragment.den;
  return null;
}
