import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/seo';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/my', '/community/my'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
