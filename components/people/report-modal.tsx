'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { PEOPLE_ERRORS, useSubmitReportMutation } from '@/lib/api/people';
import { REPORT_REASON_TYPES, REPORT_TEXT_MAX } from '@/lib/constants';
import type { ReportTargetType } from '@/lib/validation/people';
import { useUiStore } from '@/stores/ui-store';
import styles from './people.module.scss';

export type ReportTarget = {
  type: ReportTargetType;
  /** Id of the user, post, comment, item or trade review (users and items also by uuid). */
  id: number | string;
  /** Items: the item as the reporter saw it, and where. */
  submitItem?: Record<string, unknown>;
  contextId?: string;
};

export type ReportModalProps = {
  open: boolean;
  onClose: () => void;
  target: ReportTarget;
  /** Called after a report was filed. */
  onReported?: () => void;
};

const TITLE_KEYS: Record<ReportTargetType, string> = {
  user: 'titleUser',
  post: 'titlePost',
  comment: 'titleComment',
  item: 'titleItem',
  trade_review: 'titleTradeReview',
};

/**
 * The spec's report form: a reason (type 0 by default) and a detail of at most
 * 500 characters. Submit stays disabled while the detail is empty or a submit is pending; a
 * detail of only spaces is refused with report.detailRequired. Success and cancel both reset
 * the form; success closes it with report.success; a failure shows the server's message when
 * there is one, else report.error.
 */
export function ReportModal({ open, onClose, target, onReported }: ReportModalProps) {
  const t = useTranslations('user.report');
  const tReason = useTranslations('user.reportReason');
  const errorMessage = useApiErrorMessage();
  const showToast = useUiStore((s) => s.showToast);
  const [reasonType, setReasonType] = useState(0);
  const [content, setContent] = useState('');
  const reasonId = useId();

  const reset = () => {
    setReasonType(0);
    setContent('');
  };

  const report = useSubmitReportMutation({
    onSuccess: () => {
      showToast(t('success'));
      reset();
      onClose();
      onReported?.();
    },
    onError: (error) => showToast(errorMessage(error, 'user.report.error', PEOPLE_ERRORS)),
  });

  const cancel = () => {
    if (report.isPending) return;
    reset();
    onClose();
  };

  const submit = () => {
    if (report.isPending) return;
    const detail = content.trim();
    if (!detail) {
      showToast(t('detailRequired'));
      return;
    }
    report.mutate({
      target_type: target.type,
      target_id: target.id,
      reason_type: reasonType,
      reason: tReason(String(reasonType)),
      content: detail,
      ...(target.type === 'item' ? { submit_item: target.submitItem ?? null, context_id: target.contextId ?? null } : {}),
    });
  };

  return (
    <Modal
      open={open}
      onClose={cancel}
      title={t(TITLE_KEYS[target.type])}
      closeOnBackdrop={!report.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={report.isPending}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={content.length === 0} loading={report.isPending}>
            {report.isPending ? t('submitting') : t('submit')}
          </Button>
        </>
      }
    >
      <form
        className={styles.reportForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={reasonId} className={styles.fieldLabel}>
            {t('reasonLabel')}
          </label>
          <select
            id={reasonId}
            className={styles.select}
            value={reasonType}
            onChange={(event) => setReasonType(Number(event.target.value))}
          >
            {REPORT_REASON_TYPES.map((type) => (
              <option key={type} value={type}>
                {tReason(String(type))}
              </option>
            ))}
          </select>
        </div>
        <Textarea
          label={t('detailLabel')}
          placeholder={t('detailPlaceholder')}
          value={content}
          maxLength={REPORT_TEXT_MAX}
          height={120}
          onChange={(event) => setContent(event.target.value.slice(0, REPORT_TEXT_MAX))}
        />
        <ul className={styles.reportNotes}>
          <li>{t('anonymousNotice')}</li>
          <li>{t('falseReportWarning')}</li>
        </ul>
      </form>
    </Modal>
  );
}
