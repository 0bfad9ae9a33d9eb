import S3rver from '@20minutes/s3rver';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

/**
 * A real S3-protocol server (s3rver) on loopback for this test file: a random port, a bucket, its
 * objects in a temporary folder; closed and removed after the file. `env` is the configuration a
 * process on it is started with (STORAGE=s3 and the S3_* settings).
 */
export async function startS3Server(bucket = 'media') {
  // The SDK's notice that its 2027 releases need Node 22 (README, Media storage): once is enough, not in every test's output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aesthetics-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(directory, { recursive: true, force: true });
  });
  // s3rver's own credentials; any region.
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return { env, endpoint: env.S3_ENDPOINT, directory };
}
