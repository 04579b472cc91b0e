import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Seeded } from '@/components/query/seeded';
import { MemberKeyProvider } from '@/components/support/member-gate';
import { inquiryDetailOptions } from '@/lib/api/support';
import { requireSupportPage } from '@/lib/server/auth/page-session';
import { AppError } from '@/lib/server/http/errors';
import { getInquiry } from '@/lib/server/support/inquiries';
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
  const { viewer, member } = await requireSupportPage(`/support/${id}`);
  const [t, locale] = await Promise.all([getTranslations('support.inquiry'), getLocale()]);
  const inquiry = await getInquiry(viewer, id, locale).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return (
    <>
      <Header title={t('detailTitle')} />
      <main id="main" className={styles.main}>
        <MemberKeyProvider value={member}>
          <Seeded seeds={[{ queryKey: inquiryDetailOptions(member, id).queryKey, data: inquiry }]}>
            <InquiryDetail id={id} />
          </Seeded>
        </MemberKeyProvider>
      </main>
    </>
  );
}
