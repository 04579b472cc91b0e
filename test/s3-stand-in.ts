import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'slime-uploads';

// An S3-compatible server (s3rver) on a free local port, with one empty bucket, and the
// settings that point the app at it. s3rver knows one key pair: S3RVER / S3RVER.
export async function startS3StandIn() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const { port } = (await server.run()) as AddressInfo;
  const env = {
    S3_BUCKET: S3_TEST_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    env,
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
