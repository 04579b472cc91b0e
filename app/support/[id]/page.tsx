import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { InquiryDetail } from '@/components/support/inquiry-detail';
import { idParam } from '@/lib/validation/common';
import styles from '../support-page.module.scss';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support.inquiry');
  return { title: t('detailTitle'), robots: { index: false } };
}

export default async function InquiryPage({ params }: Props) {
  const parsed = idParam.safeParse(await params);
  if (!parsed.success) notFound();
  const t = await getTranslations('support.inquiry');
  return (
    <>
      <Header title={t('detailTitle')} />
      <main id="main" className={styles.main}>
        <InquiryDetail id={parsed.data.id} />
      </main>
    </>
  );
}
