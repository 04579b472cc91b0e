import { clsx } from 'clsx';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from './markdown.module.scss';

// react-markdown never renders raw HTML from the source, so stored Markdown cannot inject markup.
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={clsx(styles.markdown, className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ href, children: text }) => (
            <a href={href} target={href?.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer nofollow ugc">
              {text}
            </a>
          ),
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
