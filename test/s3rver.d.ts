// The part of s3rver 3.7 (no published types) that test/s3-stand-in.ts and the scale-out test use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  };

  export default class S3rver {
    constructor(options?: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
