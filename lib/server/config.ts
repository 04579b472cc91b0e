import 'server-only';
import path from 'node:path';
import { emailSchema } from '@/lib/validation/auth';

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  // Unset: the SDK's own chain (instance role, AWS_* variables, shared files).
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

// Server settings, read from the environment with working defaults (see .env.example).
export const serverConfig = {
  get dataDir() {
    return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || './data');
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  // Upload bytes go to this S3-compatible bucket when S3_BUCKET is set; else DATA_DIR/uploads.
  get s3(): S3Settings | undefined {
    const bucket = process.env.S3_BUCKET;
    if (!bucket) return undefined;
    const endpoint = process.env.S3_ENDPOINT || undefined;
    const accessKeyId = process.env.S3_ACCESS_KEY_ID || undefined;
    const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY || undefined;
    return {
      bucket,
      endpoint,
      region: process.env.S3_REGION || 'us-east-1',
      // MinIO, Ceph and most other S3-compatible servers address buckets by path, AWS by host name.
      forcePathStyle: (process.env.S3_FORCE_PATH_STYLE ?? (endpoint ? 'true' : 'false')) === 'true',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    };
  },
  // How old the hot ranking an instance serves may get (docs/scale-out.md).
  get hotRankingTtlMs() {
    const seconds = Number(process.env.HOT_RANKING_TTL_SECONDS || 60);
    return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
  },
  // Unset: this server's own address, on the port it listens on.
  get siteUrl() {
    return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
  },
  get seedDemo() {
    return (process.env.SEED_DEMO ?? 'true') !== 'false';
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production';
  },
  // Deployment mode, apart from NODE_ENV (`npm start` runs a production build for the demo):
  // 'production' turns off the development outbox.
  get appEnv(): 'development' | 'production' {
    return process.env.APP_ENV === 'production' ? 'production' : 'development';
  },
  get smtpUrl() {
    return process.env.SMTP_URL || undefined;
  },
  get mailFrom() {
    return process.env.MAIL_FROM || 'Slime Community <no-reply@slime.example.com>';
  },
  // Where a player who cannot sign in writes to (shown on /help as a mailto link). Anything that is
  // not a plain address falls back to the default rather than putting markup or a header in the link.
  get supportEmail() {
    const value = process.env.SUPPORT_EMAIL?.trim();
    return value && emailSchema.safeParse(value).success ? value : 'support@slime.example.com';
  },
  get smsWebhookUrl() {
    return process.env.SMS_WEBHOOK_URL || undefined;
  },
  // ── Social login (see .env.example). Provider endpoints are settings so tests can use stand-ins.
  get appleClientIds(): string[] {
    return (process.env.APPLE_CLIENT_ID ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  },
  get appleIssuer() {
    return process.env.APPLE_ISSUER || 'https://appleid.apple.com';
  },
  get appleJwksUrl() {
    return process.env.APPLE_JWKS_URL || 'https://appleid.apple.com/auth/keys';
  },
  get kakaoRestApiKey() {
    return process.env.KAKAO_REST_API_KEY || undefined;
  },
  get kakaoClientSecret() {
    return process.env.KAKAO_CLIENT_SECRET || undefined;
  },
  get kakaoAppId() {
    return process.env.KAKAO_APP_ID || undefined;
  },
  get kakaoAuthUrl() {
    return (process.env.KAKAO_AUTH_URL || 'https://kauth.kakao.com').replace(/\/+$/, '');
  },
  get kakaoApiUrl() {
    return (process.env.KAKAO_API_URL || 'https://kapi.kakao.com').replace(/\/+$/, '');
  },
};
