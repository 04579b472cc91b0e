import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { InquiryForm } from '@/components/support/inquiry-form';
import { MemberKeyProvider } from '@/components/support/member-gate';
import { requireSupportPage } from '@/lib/server/auth/page-session';
import { idParam } from '@/lib/validation/common';
import styles from '../support-page.module.scss';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('support.inquiry');
  const followUp = Boolean((await searchParams).follow_up_of);
  return { title: followUp ? t('followUpTitle') : t('writeTitle'), robots: { index: false } };
}

export default async function NewInquiryPage({ searchParams }: Props) {
  const t = await getTranslations('support.inquiry');
  const raw = (await searchParams).follow_up_of;
  const followUpOf = idParam.safeParse({ id: Array.isArray(raw) ? raw[0] : raw }).data?.id ?? null;
  const { member } = await requireSupportPage(followUpOf ? `/support/new?follow_up_of=${followUpOf}` : '/support/new');
  return (
    <>
      <Header title={followUpOf ? t('followUpTitle') : t('writeTitle')} />
      <main id="main" className={styles.main}>
        <MemberKeyProvider value={member}>
          <InquiryForm followUpOf={followUpOf} />
        </MemberKeyProvider>
      </main>
    </>
  );
}
