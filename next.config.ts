import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'nodemailer', 'pg'],
  poweredByHeader: false,
  // Separate build folders let several checkouts or test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks the whole project with tsc before building.
  typescript: { ignoreBuildErrors: true },
  skipTrailingSlashRedirect: true,
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
    ];
  },
};

export default withNextIntl(nextConfig);
