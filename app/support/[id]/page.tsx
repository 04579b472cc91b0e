import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { seedQuery } from '@/app/seed-query';
import { Seeded } from '@/components/query/seeded';
import { MemberKeyProvider } from '@/components/support/member-gate';
import { inquiryDetailOptions } from '@/lib/api/support';
import { requireSupportPage } from '@/lib/server/auth/page-session';
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
  const { id } = parsed.data;
  const { member } = await requireSupportPage(`/support/${id}`);
  const t = await getTranslations('support.inquiry');
  // Someone else's inquiry, or none: the API answers 404.
  const inquiry = await seedQuery(inquiryDetailOptions(member, id));
  if (!inquiry) notFound();
  return (
    <>
      <Header title={t('detailTitle')} />
      <main id="main" className={styles.main}>
        <MemberKeyProvider value={member}>
          <Seeded seeds={[inquiry]}>
            <InquiryDetail id={id} />
          </Seeded>
        </MemberKeyProvider>
      </main>
    </>
  );
}
