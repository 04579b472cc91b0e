import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/server/seo';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations();
  return pageMetadata({
    title: t('support.legal.privacyTitle'),
    description: t('support.legal.privacyDescription'),
    path: '/privacy',
    locale,
    siteName: t('translation.site.title'),
  });
}

export default async function PrivacyPage() {
  const t = await getTranslations('support');
  return <LegalPage doc="privacy" title={t('legal.privacyTitle')} links={{ other: t('legal.termsTitle'), help: t('help.title') }} />;
}
