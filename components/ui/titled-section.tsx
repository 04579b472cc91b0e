import type { ReactNode } from 'react';

/** A section named by its own heading (aria-labelledby): the h2, then what it holds. Server-compatible. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
