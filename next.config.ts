import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'nodemailer', 'pg', 're2-wasm', 'opencc-js'],
  poweredByHeader: false,
  // Separate build folders let several checkouts or test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks the whole project with tsc before building.
  typescript: { ignoreBuildErrors: true },
  skipTrailingSlashRedirect: true,
  // The API's body caps (1 MB JSON, 5 MB + 64 KB uploads) live in lib/server/http/body.ts; proxy.ts
  // does not run on /api/, so `experimental.proxyClientMaxBodySize` never cuts an API body.
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      {
        // Font subsets carry a content hash in their names (scripts/subset-fonts.mjs), like the
        // build's own static files; public files otherwise get `max-age=0`.
        source: '/fonts/:file([^/]+\\.woff2)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
