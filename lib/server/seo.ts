import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/constants';
import { serverConfig } from '@/lib/server/config';

export function absoluteUrl(path: string): string {
  return `${serverConfig.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

// Title, description, canonical URL, Open Graph and Twitter card for one page.
export function pageMetadata(opts: {
  title: string;
  description: string;
  path: string;
  locale: Locale;
  siteName: string;
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
}): Metadata {
  const url = absoluteUrl(opts.path);
  const image = absoluteUrl(opts.image ?? '/art/og-default.png');
  return {
    title: opts.title,
    description: opts.description,
    alternates: { canonical: url },
    openGraph: {
      title: opts.title,
      description: opts.description,
      url,
      siteName: opts.siteName,
      locale: opts.locale === 'zh-TW' ? 'zh_TW' : 'ko_KR',
      type: opts.type ?? 'website',
      images: [{ url: image }],
      ...(opts.type === 'article' ? { publishedTime: opts.publishedTime, modifiedTime: opts.modifiedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: opts.title, description: opts.description, images: [image] },
  };
}
