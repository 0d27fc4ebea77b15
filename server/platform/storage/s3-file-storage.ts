import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  checkName,
  createTemporaryDir,
  type FileStorage,
  SAFE_NAME,
  type StoredFileInfo,
  temporaryDirWritable,
} from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, s3rver…); AWS's own when null. */
  endpoint: string | null;
  /** Static credentials; the SDK's default chain (environment, instance role…) when null. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Prepended to every name, so one bucket can hold several installations. */
  prefix: string;
}

export class StoredFileNotFoundError extends Error {
  constructor(name: string) {
    super(`stored file not found: ${name}`);
  }
}

const isNotFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure?.name === 'NotFound' ||
    failure?.name === 'NoSuchKey' ||
    failure?.$metadata?.httpStatusCode === 404
  );
};

/**
 * Files in an S3-compatible bucket, so any number of stateless instances share them. Bodies stream
 * both ways: an upload goes from its local temporary file with its known length (no multipart
 * helper is installed), a download from the object's body.
 */
export function createS3FileStorage(
  options: S3Settings & {
    dataDir: string;
    /** Names per ListObjectsV2 page (tests); S3's 1000 otherwise. */
    listPageSize?: number;
  },
): FileStorage {
  const temporaryDir = createTemporaryDir(options.dataDir);
  // The SDK loads with the first call to the bucket: a server that has not touched a file yet does
  // not hold it (some 20 MB).
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | null = null;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle,
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // Checksums only where S3 demands them: the streamed trailers of the defaults are not
        // understood by every S3-compatible server.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = options.bucket;
  const prefix = options.prefix && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  const keyOf = (name: string) => `${prefix}${checkName(name)}`;

  async function putFile(path: string, name: string): Promise<void> {
    const { size } = await stat(path);
    const { sdk, client } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: keyOf(name),
        Body: createReadStream(path),
        ContentLength: size,
      }),
    );
  }

  async function body(name: string): Promise<Readable> {
    try {
      const { sdk, client } = await s3();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(name) }));
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StoredFileNotFoundError(name);
      throw error;
    }
  }

  async function statOf(name: string): Promise<StoredFileInfo | null> {
    try {
      const { sdk, client } = await s3();
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(name) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** A private folder in the temporary area for the duration of `fn`. */
  async function inScratch<T>(fn: (folder: string) => Promise<T>): Promise<T> {
    const folder = await mkdtemp(join(temporaryDir, 's3-'));
    try {
      return await fn(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  const storage: FileStorage = {
    temporaryDir,
    // A stream of unknown length goes to local disk first: PutObject needs the length up front.
    write: (name, source) =>
      inScratch(async (folder) => {
        const path = join(folder, checkName(name));
        await pipeline(source, createWriteStream(path, { mode: 0o600 }));
        await putFile(path, name);
      }),
    async adopt(temporaryPath, name) {
      await putFile(temporaryPath, name);
      await rm(temporaryPath, { force: true });
    },
    read(name) {
      checkName(name);
      const out = new PassThrough();
      body(name).then(
        (source) => {
          source.on('error', (error) => out.destroy(error));
          source.pipe(out);
        },
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },
    size: async (name) => (await statOf(name))?.size ?? null,
    stat: statOf,
    async remove(name) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async list() {
      const { sdk, client } = await s3();
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: prefix || undefined,
            ContinuationToken,
            MaxKeys: options.listPageSize,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (SAFE_NAME.test(name)) names.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    withLocalCopy: (name, fn) =>
      inScratch(async (folder) => {
        const path = join(folder, checkName(name));
        await pipeline(await body(name), createWriteStream(path, { mode: 0o600 }));
        return fn(path);
      }),
    async isWritable() {
      if (!(await temporaryDirWritable(temporaryDir))) return false;
      const probe = `ready-probe-${randomUUID()}`;
      try {
        const { sdk, client } = await s3();
        await client.send(new sdk.PutObjectCommand({ Bucket, Key: keyOf(probe), Body: 'ok' }));
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(probe) }));
        return true;
      } catch {
        return false;
      }
    },
  };
  return storage;
}
