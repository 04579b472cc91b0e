import path from 'node:path';

// Server settings, read from the environment with working defaults (see .env.example).
export const serverConfig = {
  get dataDir() {
    return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || './data');
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  get siteUrl() {
    return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
  },
  get seedDemo() {
    return (process.env.SEED_DEMO ?? 'true') !== 'false';
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production';
  },
};
