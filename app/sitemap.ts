import type { MetadataRoute } from 'next';
import { listNoticeSitemapEntries } from '@/lib/server/notices';
import { absoluteUrl } from '@/lib/server/seo';

export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const notices = await listNoticeSitemapEntries();
  return [
    { url: absoluteUrl('/community'), changeFrequency: 'hourly', priority: 1 },
    { url: absoluteUrl('/community/notice'), changeFrequency: 'daily', priority: 0.8 },
    ...notices.map((n) => ({ url: absoluteUrl(`/community/notice/${n.id}`), lastModified: n.updatedAt, priority: 0.6 })),
  ];
}
