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

/** Codecs of real video streams (sample entries of the video track). */
const videoCodecs = ["avc1", "avc3", "hvc1", "hev1", "vp09", "av01", "mp4v", "dvh1", "dvhe"];

/**
 * Reads a movie's video stream to its end: the first video track must have a video codec and
 * a picture size, and every one of its samples must be present in the file's bytes. Returns
 * the stream's own length (the sum of its samples' durations), or null when there is no such
 * stream — a header with nothing behind it, a cut-off file, an audio-only movie.
 */
export function probeVideoStream(bytes: Buffer): { durationSeconds: number } | null {
  const file = createFile();
  let failed = false;
  let track: { id: number; timescale: number; samples: number } | null = null;
  let samplesRead = 0;
  let sampleTicks = 0;
  let missingData = false;
  file.onError = () => {
    failed = true;
  };
  file.onReady = (info) => {
    const video = info.videoTracks[0];
    if (!video || video.nb_samples <= 0 || video.timescale <= 0) return;
    if (!videoCodecs.some((codec) => video.codec.startsWith(codec))) return;
    if (!(video.track_width > 0 && video.track_height > 0)) return;
    track = { id: video.id, timescale: video.timescale, samples: video.nb_samples };
    file.setExtractionOptions(video.id, null, { nbSamples: 500 });
    file.start();
  };
  file.onSamples = (_id, _user, samples) => {
    for (const sample of samples) {
      samplesRead += 1;
      sampleTicks += sample.duration;
      if (!sample.data || sample.data.length !== sample.size) missingData = true;
    }
    if (track) file.releaseUsedSamples(track.id, samplesRead);
  };
  try {
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0), true);
    file.flush();
  } catch {
    return null;
  }
  const found = track as { timescale: number; samples: number } | null;
  if (failed || !found || missingData || samplesRead !== found.samples) return null;
  return { durationSeconds: sampleTicks / found.timescale };
}
