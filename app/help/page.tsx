import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Header } from '@/components/layout/header';
import { Markdown } from '@/components/markdown/markdown';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { PixelIcon } from '@/components/ui/pixel-icon';
import { POLICY_LINKS } from '@/lib/constants';
import { serverConfig } from '@/lib/server/config';
import { listFaq } from '@/lib/server/guides';
import { pageMetadata } from '@/lib/server/seo';
import { GuideBotAsk } from './guide-bot-ask';
import styles from './help.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations();
  return pageMetadata({
    title: t('support.help.title'),
    description: t('support.help.description'),
    path: '/help',
    locale,
    siteName: t('translation.site.title'),
  });
}

/**
 * Help for everyone, guests included: the guide bot, the FAQ of the guide book, and how to reach
 * support without signing in (the walls of members-only pages point here).
 */
export default async function HelpPage() {
  const locale = await getLocale();
  const t = await getTranslations('support.help');
  const faq = await listFaq(locale);
  const email = serverConfig.supportEmail;
  const subject = encodeURIComponent(t('mailSubject'));

  return (
    <ClientMessages namespaces={['support']}>
      <Header title={t('title')} />
      <main id="main" className={styles.main}>
        <section className={styles.hero} aria-labelledby="help-greeting">
          <PixelIcon name="inquiry" size={40} />
          <h2 id="help-greeting" className={styles.greeting}>
            {t('greeting')}
          </h2>
          <p className={styles.lead}>{t('lead')}</p>
        </section>

        <section className={styles.section} aria-labelledby="help-bot">
          <h2 id="help-bot" className={styles.sectionTitle}>
            {t('botTitle')}
          </h2>
          <p className={styles.note}>{t('botLead')}</p>
          <GuideBotAsk />
        </section>

        <section className={styles.section} aria-labelledby="help-faq">
          <h2 id="help-faq" className={styles.sectionTitle}>
            {t('faqTitle')}
          </h2>
          {faq.length === 0 ? (
            <EmptyState message={t('faqEmpty')} />
          ) : (
            <ul role="list" className={styles.faq}>
              {faq.map((entry) => (
                <li key={entry.slug}>
                  <details className={styles.faqItem}>
                    <summary className={styles.faqQuestion}>{entry.title}</summary>
                    <Markdown className={styles.faqAnswer}>{stripTitle(entry.content)}</Markdown>
                  </details>
                </li>
              ))}
            </ul>
          )}
          <Link href="/guide" className={buttonClassName({ size: 's', variant: 'secondary', className: styles.more })}>
            {t('guideBook')}
          </Link>
        </section>

        <section id="contact" className={styles.section} aria-labelledby="help-contact">
          <h2 id="help-contact" className={styles.sectionTitle}>
            {t('contactTitle')}
          </h2>
          <ul role="list" className={styles.ways}>
            <li className={styles.way}>
              <h3 className={styles.wayTitle}>{t('resetTitle')}</h3>
              <p>{t('resetText')}</p>
              <Link href="/password-reset" className={buttonClassName({ size: 's', variant: 'secondary' })}>
                {t('resetLink')}
              </Link>
            </li>
            <li className={styles.way}>
              <h3 className={styles.wayTitle}>{t('mailTitle')}</h3>
              <p>{t('mailText')}</p>
              <a href={`mailto:${email}?subject=${subject}`} className={buttonClassName({ size: 's' })}>
                {t('mailLink', { email })}
              </a>
              <p className={styles.note}>{t('mailInclude')}</p>
              <ul className={styles.includeList}>
                <li>{t('mailIncludeAccount')}</li>
                <li>{t('mailIncludeNickname')}</li>
                <li>{t('mailIncludeDevice')}</li>
                <li>{t('mailIncludeWhat')}</li>
              </ul>
              <p className={styles.warning}>{t('mailNoPassword')}</p>
            </li>
            <li className={styles.way}>
              <h3 className={styles.wayTitle}>{t('inquiryTitle')}</h3>
              <p>{t('inquiryText')}</p>
              <Link href="/support" className={buttonClassName({ size: 's', variant: 'secondary' })}>
                {t('inquiryLink')}
              </Link>
            </li>
          </ul>
          <p className={styles.note}>{t('hours')}</p>
        </section>

        <nav className={styles.policies} aria-label={t('policies')}>
          <Link href={POLICY_LINKS.terms} className={styles.policyLink}>
            {t('terms')}
          </Link>
          <Link href={POLICY_LINKS.privacy} className={styles.policyLink}>
            {t('privacy')}
          </Link>
        </nav>
      </main>
    </ClientMessages>
  );
}

// A guide's Markdown opens with its title as a heading; the summary already shows it.
function stripTitle(markdown: string): string {
  return markdown.replace(/^\s*#\s+.*\n+/, '');
}
