import { getLocale } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { Markdown } from '@/components/markdown/markdown';
import { Link } from '@/components/ui/link';
import { POLICY_LINKS } from '@/lib/constants';
import { legalDocument, type LegalDocument } from '@/lib/server/legal';
import styles from './legal-page.module.scss';

/** The terms or the privacy notice, in the reader's language, with a way to the other one and to help. */
export async function LegalPage({ doc, title, links }: { doc: LegalDocument; title: string; links: { other: string; help: string } }) {
  const markdown = await legalDocument(doc, await getLocale());
  const other = doc === 'terms' ? POLICY_LINKS.privacy : POLICY_LINKS.terms;
  return (
    <>
      <Header title={title} />
      <main id="main" className={styles.main}>
        <article className={styles.article}>
          {/* The header already names the document (the page's h1); the text starts at its date. */}
          <Markdown className={styles.body}>{markdown.replace(/^\s*#\s+.*\n+/, '')}</Markdown>
        </article>
        <nav className={styles.links} aria-label={title}>
          <Link href={other} className={styles.link}>
            {links.other}
          </Link>
          <Link href={POLICY_LINKS.help} className={styles.link}>
            {links.help}
          </Link>
        </nav>
      </main>
    </>
  );
}
