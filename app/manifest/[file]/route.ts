import { LOCALES } from '@/lib/constants';
import { MANIFEST_CONTENT_TYPE, manifestLocale, webManifest } from '@/lib/pwa/manifest';

// The web app manifest in each language: /manifest/ko.webmanifest and /manifest/zh-TW.webmanifest,
// built once at build time. Any other file name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ file: `${locale}.webmanifest` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = manifestLocale((await params).file);
  if (!locale) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(JSON.stringify(webManifest(locale)), { headers: { 'Content-Type': MANIFEST_CONTENT_TYPE } });
}
