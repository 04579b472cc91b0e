import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NicknameFlow } from './nickname-flow';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.socialNickname');
  return { title: t('title'), robots: { index: false } };
}

export default function SocialNicknamePage() {
  return <NicknameFlow />;
}
