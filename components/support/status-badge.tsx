import { useTranslations } from 'next-intl';
import type { InquiryResolution, InquiryStatus } from '@/lib/validation/support';
import styles from './support.module.scss';

/** Waiting for reply / processing / completed, coloured; server and client compatible. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const t = useTranslations('support.status');
  return (
    <span className={styles.status} data-status={status}>
      {t(status)}
    </span>
  );
}

export function ResolutionBadge({ resolution }: { resolution: InquiryResolution | null }) {
  const t = useTranslations('support.inquiry.resolution');
  if (!resolution) return null;
  return (
    <span className={styles.resolution} data-resolution={resolution}>
      {t(resolution)}
    </span>
  );
}
