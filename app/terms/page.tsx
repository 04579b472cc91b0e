import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/server/seo';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations();
  return pageMetadata({
    title: t('support.legal.termsTitle'),
    description: t('support.legal.termsDescription'),
    path: '/terms',
    locale,
    siteName: t('translation.site.title'),
  });
}

export default async function TermsPage() {
  const t = await getTranslations('support');
  return <LegalPage doc="terms" title={t('legal.termsTitle')} links={{ other: t('legal.privacyTitle'), help: t('help.title') }} />;
}
