import type { ReactNode } from 'react';
import styles from './admin.module.scss';

/** A screen's title, its one-line purpose, and its main actions. */
export function PageHead({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <div className={styles.head}>
        <h1>{title}</h1>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
