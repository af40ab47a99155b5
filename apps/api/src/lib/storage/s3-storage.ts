import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertSafeKey, type ByteRange, type Storage, type StoredObject } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, ArvanCloud…); unset means AWS itself. */
  endpoint?: string;
  /** Unset means the SDK's usual chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket.host/key` is AWS's default; most self-hosted services need `host/bucket/key`. */
  forcePathStyle: boolean;
  /** Optional key prefix, so one bucket can hold several environments. */
  prefix?: string;
}

/** Objects in an S3-compatible bucket, so every API instance sees the same uploads. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/\/+$/, "")}/` : "";
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // The SDK's newer default adds CRC checksums to every request, which several
      // S3-compatible services reject; S3 itself only needs them where an API demands one.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject | null> {
    const { range } = options;
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!response.Body) return null;
      // With a range, the whole size is only in Content-Range ("bytes 0-99/1234").
      const total = response.ContentRange?.match(/\/(\d+)$/)?.[1];
      return {
        // In Node the SDK's body is an http.IncomingMessage, which is a Readable.
        body: response.Body as Readable,
        contentType: response.ContentType ?? "application/octet-stream",
        size: total ? Number(total) : (response.ContentLength ?? 0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible services answer 404.
      if (!isNotFound(error)) throw error;
    }
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix + key;
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404)
  );
}
