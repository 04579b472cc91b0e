import styles from './post-views.module.scss';

/**
 * The post's text: plain text with line breaks (never HTML), so whatever a member typed is
 * shown as text. Blank lines start a new paragraph.
 */
export function PostBody({ content }: { content: string }) {
  const paragraphs = content.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <div className={styles.body}>
      {paragraphs.map((paragraph, k) => (
        <p key={k}>{paragraph}</p>
      ))}
    </div>
  );
}
