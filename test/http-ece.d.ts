// The part of http_ece 1.2 (web-push's encryption, no published types) that test/push-receiver.ts uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type Params = { version: 'aes128gcm' | 'aesgcm'; privateKey?: ECDH; authSecret?: Buffer | string; dh?: Buffer | string };
  export function decrypt(buffer: Buffer, params: Params): Buffer;
  export function encrypt(buffer: Buffer, params: Params): Buffer;
}
