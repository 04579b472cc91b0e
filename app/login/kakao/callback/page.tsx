import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { KakaoCallback } from './kakao-callback';
import { ClientMessages } from '@/components/i18n/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.login');
  return { title: t('title'), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** Where Kakao's consent screen sends the browser back with ?code=&state= (or ?error=). */
export default async function KakaoCallbackPage({ searchParams }: Props) {
  const params = await searchParams;
  return (
    <ClientMessages namespaces={['auth']}>
      <KakaoCallback code={one(params.code)} state={one(params.state)} error={one(params.error)} />
    </ClientMessages>
  );
}
