import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { seedQueries } from '@/app/seed-query';
import { Header } from '@/components/layout/header';
import { Seeded } from '@/components/query/seeded';
import { InquiryForm } from '@/components/support/inquiry-form';
import { MemberKeyProvider } from '@/components/support/member-gate';
import { inquiryDetailOptions } from '@/lib/api/support';
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
  // A follow-up shows the inquiry it follows; a new one is a blank form.
  const seeds = followUpOf ? await seedQueries(inquiryDetailOptions(member, followUpOf)) : [];
  return (
    <>
      <Header title={followUpOf ? t('followUpTitle') : t('writeTitle')} />
      <main id="main" className={styles.main}>
        <MemberKeyProvider value={member}>
          <Seeded seeds={seeds}>
            <InquiryForm followUpOf={followUpOf} />
          </Seeded>
        </MemberKeyProvider>
      </main>
    </>
  );
}
