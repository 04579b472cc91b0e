import type { MetadataRoute } from 'next';
import { listPostSitemapEntries } from '@/lib/server/community/posts';
import { listNoticeSitemapEntries } from '@/lib/server/notices';
import { absoluteUrl } from '@/lib/server/seo';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [notices, posts] = await Promise.all([listNoticeSitemapEntries(), listPostSitemapEntries()]);
  return [
    { url: absoluteUrl('/community'), changeFrequency: 'hourly', priority: 1 },
    { url: absoluteUrl('/community/notice'), changeFrequency: 'daily', priority: 0.8 },
    { url: absoluteUrl('/community/posts'), changeFrequency: 'hourly', priority: 0.9 },
    ...notices.map((n) => ({ url: absoluteUrl(`/community/notice/${n.id}`), lastModified: n.updatedAt, priority: 0.6 })),
    // The newest public posts (5,000): deleted and hidden ones never appear.
    ...posts.map((p) => ({ url: absoluteUrl(`/community/detail/${p.id}`), lastModified: p.updatedAt, priority: 0.5 })),
  ];
}
