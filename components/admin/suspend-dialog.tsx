'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SUSPENSION_REASON_MAX } from '@/lib/validation/admin/suspension';
import type { SanctionRule } from '@/lib/validation/moderation';
import { useAdminErrors } from './errors';
import { initialSanction, SanctionFields, type SanctionValues } from './sanction-fields';
import { CheckField, SelectField, TextAreaField, TextField } from './fields';
import { fromLocalInput, toLocalInput } from './format';
import styles from './admin.module.scss';

const DURATIONS = ['1', '3', '7', '30', 'forever', 'custom'] as const;
type Duration = (typeof DURATIONS)[number];

export type SuspendValues = { reason: string; until: string | null; hideContent: boolean; sanction: SanctionValues };

/** Reason and end date of a suspension (quick lengths, or a date and time, or until lifted). */
export function SuspendDialog({
  open,
  name,
  withHideContent = false,
  defaultRule = 'other',
  loading,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  name: string;
  withHideContent?: boolean;
  /** The rule picked at first (the report queue: the reports' most common reason). */
  defaultRule?: SanctionRule;
  loading?: boolean;
  error?: unknown;
  onClose: () => void;
  onSubmit: (values: SuspendValues) => void;
}) {
  const t = useTranslations('ui.admin.suspend');
  const tc = useTranslations('ui.admin.common');
  const te = useTranslations('ui.admin.errors');
  const locale = useLocale();
  const errors = useAdminErrors();
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<Duration>('7');
  const [custom, setCustom] = useState(() => toLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString(), locale));
  const [hideContent, setHideContent] = useState(true);
  const [missing, setMissing] = useState(false);
  const [sanction, setSanction] = useState(() => initialSanction(defaultRule));

  const until = (): string | null => {
    if (duration === 'forever') return null;
    if (duration === 'custom') return fromLocalInput(custom, locale);
    return new Date(Date.now() + Number(duration) * 86_400_000).toISOString();
  };

  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onSubmit({ reason: reason.trim(), until: until(), hideContent, sanction: { ...sanction, public_note: sanction.public_note.trim() } });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button variant="danger" loading={loading} onClick={submit}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.text}>{t('member', { name })}</p>
        <TextAreaField
          label={t('reason')}
          placeholder={t('reasonPlaceholder')}
          value={reason}
          maxLength={SUSPENSION_REASON_MAX}
          rows={3}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          error={missing ? te('reasonRequired') : errors.field(error, 'reason')}
        />
        <SelectField
          label={t('duration')}
          value={duration}
          onChange={(e) => setDuration(e.target.value as Duration)}
          options={DURATIONS.map((d) => ({ value: d, label: t(`durations.${d}`) }))}
        />
        {duration === 'custom' && (
          <TextField
            type="datetime-local"
            label={t('until')}
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            error={errors.field(error, 'until')}
          />
        )}
        <SanctionFields value={sanction} onChange={setSanction} error={error} />
        {withHideContent && (
          <CheckField label={t('hideContent')} checked={hideContent} onChange={(e) => setHideContent(e.target.checked)} />
        )}
        <p className={styles.hint}>{t('sessionsKept')}</p>
        {error && !errors.field(error, 'reason') && !errors.field(error, 'until') ? (
          <p className={styles.alert}>{errors.message(error)}</p>
        ) : null}
      </div>
    </Modal>
  );
}
