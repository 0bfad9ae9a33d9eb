import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { clampRange, contentTypeOf, type S3Settings, type StorageBackend, type StoredFile } from './storage.js';

/** Streams above this size go up as a multipart upload, in parts of this size (S3's minimum is 5 MiB). */
const PART_SIZE = 8 * 1024 * 1024;

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/** `bytes 0-99/1234` → 1234. */
const totalOf = (contentRange: string | undefined): number | undefined => {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
};

/**
 * The S3 back end (storage.ts) through the official client: any S3-compatible store (AWS S3, R2,
 * MinIO, B2, ...). Keys are the public path without `/uploads/`; objects keep their Content-Type,
 * so a presigned URL serves what Meta expects.
 */
export function createS3Backend(settings: S3Settings): StorageBackend {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default since 2025 adds CRC32 checksums in aws-chunked bodies with trailers, which
    // several S3-compatible stores (and older MinIO, B2, R2 at the time) refuse: checksums only
    // where an operation requires them, the plain protocol every store speaks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: a store that stops answering fails the request instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const described = (key: string, head: { ContentLength?: number; ETag?: string; LastModified?: Date; ContentType?: string }, size?: number): StoredFile => ({
    size: size ?? head.ContentLength ?? 0,
    etag: head.ETag ?? '""',
    lastModified: head.LastModified ?? new Date(0),
    contentType: contentTypeOf(key),
  });
  const stat = async (key: string): Promise<StoredFile | undefined> => {
    try {
      return described(key, await client.send(new HeadObjectCommand({ Bucket, Key: key })));
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  };
  let ownOrigin: Promise<string> | undefined;
  return {
    kind: 's3',
    async write(key, data) {
      const ContentType = contentTypeOf(key);
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType, ContentLength: data.length }));
        return;
      }
      // One PUT for a stream that fits a part, a multipart upload (aborted on failure) for a longer one.
      await new Upload({ client, params: { Bucket, Key: key, Body: data, ContentType }, partSize: PART_SIZE, queueSize: 2 }).done();
    },
    stat,
    async open(key, range) {
      if (range && 'suffix' in range) {
        // The last n bytes, asked as from-to: not every S3-compatible store reads `bytes=-n` right (s3rver reads it as 0-n).
        const found = await stat(key);
        if (!found) return undefined;
        const span = clampRange(range, found.size);
        if (!span) return { unsatisfiable: true, size: found.size };
        range = span;
      }
      const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        const size = Range ? (totalOf(answer.ContentRange) ?? answer.ContentLength ?? 0) : (answer.ContentLength ?? 0);
        const length = answer.ContentLength ?? 0;
        const start = answer.ContentRange ? Number(/bytes (\d+)-/.exec(answer.ContentRange)?.[1] ?? 0) : 0;
        return { ...described(key, answer, size), body: answer.Body as Readable, start, end: start + length - 1 };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return undefined;
        if (status === 416) {
          const found = await stat(key);
          return found ? { unsatisfiable: true, size: found.size } : undefined;
        }
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    presignedUrl: (key, seconds) => getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: seconds }),
    async ownsUrl(url) {
      ownOrigin ??= getSignedUrl(client, new GetObjectCommand({ Bucket, Key: 'origin' }), { expiresIn: 60 }).then((u) => new URL(u).origin);
      try {
        return new URL(url).origin === (await ownOrigin);
      } catch {
        return false;
      }
    },
  };
}
