import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { InquiryList } from '@/components/support/inquiry-list';
import { Seeded } from '@/components/query/seeded';
import { MemberKeyProvider } from '@/components/support/member-gate';
import { buttonClassName } from '@/components/ui/button-styles';
import { PixelIcon } from '@/components/ui/pixel-icon';
import { myInquiriesOptions } from '@/lib/api/support';
import { POLICY_LINKS } from '@/lib/constants';
import { requireSupportPage } from '@/lib/server/auth/page-session';
import { seedQueries } from '@/app/seed-query';
import styles from './support-home.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support.home');
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

export default async function SupportHomePage() {
  const { member } = await requireSupportPage('/support');
  const t = await getTranslations('support');
  const seeds = await seedQueries(myInquiriesOptions(member));
  return (
    <>
      <Header title={t('home.title')} />
      <main id="main" className={styles.main}>
        <MemberKeyProvider value={member}>
          <Seeded seeds={seeds}>
            <section className={styles.hero} aria-labelledby="support-greeting">
              <PixelIcon name="inquiry" size={40} className={styles.heroIcon} />
              <h2 id="support-greeting" className={styles.greeting}>
                {t('home.greeting')}
              </h2>
              <p className={styles.description}>{t('home.description')}</p>
              <Link href="/support/new" className={buttonClassName({ size: 'l', fullWidth: true })}>
                {t('home.writeInquiry')}
              </Link>
              <div className={styles.links}>
                <Link href="/guide" className={buttonClassName({ size: 's', variant: 'secondary' })}>
                  {t('home.guideBook')}
                </Link>
                <Link href={POLICY_LINKS.help} className={buttonClassName({ size: 's', variant: 'secondary' })}>
                  {t('home.help')}
                </Link>
              </div>
              <p className={styles.hours}>{t('home.operatingHours')}</p>
            </section>

            <section className={styles.section} aria-labelledby="support-mine">
              <h2 id="support-mine" className={styles.sectionTitle}>
                {t('home.myInquiries')}
              </h2>
              <InquiryList />
            </section>
          </Seeded>
        </MemberKeyProvider>
      </main>
    </>
  );
}
