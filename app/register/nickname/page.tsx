import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NicknameFlow } from './nickname-flow';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.socialNickname');
  return { title: t('title'), robots: { index: false } };
}

export default function SocialNicknamePage() {
  return (
    <ClientMessages namespaces={['auth']}>
      <NicknameFlow />
    </ClientMessages>
  );
}
