'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PUBLIC_NOTE_MAX, SANCTION_RULES, type SanctionRule } from '@/lib/validation/moderation';
import { useAdminErrors } from './errors';
import { CheckField, SelectField, TextField } from './fields';
import styles from './admin.module.scss';

// What every hide, delete and suspension carries (lib/server/moderation): the community rule, the
// public note the member and the public moderation log see, and for a hide or delete whether it
// counts as a strike.

export type SanctionValues = { rule: SanctionRule; public_note: string; strike?: boolean };

export const initialSanction = (rule: SanctionRule = 'other', withStrike = false): SanctionValues =>
  withStrike ? { rule, public_note: '', strike: true } : { rule, public_note: '' };

export function SanctionFields({
  value,
  onChange,
  error,
}: {
  value: SanctionValues;
  onChange: (value: SanctionValues) => void;
  error?: unknown;
}) {
  const t = useTranslations('moderation');
  const errors = useAdminErrors();
  return (
    <>
      <SelectField
        label={t('admin.rule')}
        value={value.rule}
        onChange={(e) => onChange({ ...value, rule: e.target.value as SanctionRule })}
        options={SANCTION_RULES.map((r) => ({ value: r, label: t(`rules.${r}`) }))}
        error={errors.field(error, 'rule')}
      />
      <TextField
        label={t('admin.publicNote')}
        placeholder={t('admin.publicNotePlaceholder')}
        value={value.public_note}
        maxLength={PUBLIC_NOTE_MAX}
        onChange={(e) => onChange({ ...value, public_note: e.target.value })}
        error={errors.field(error, 'public_note')}
      />
      {value.strike !== undefined && (
        <CheckField label={t('admin.strike')} checked={value.strike} onChange={(e) => onChange({ ...value, strike: e.target.checked })} />
      )}
    </>
  );
}

/** A hide or delete of a post or comment: the rule, the public note and the strike, then the action. */
export function SanctionDialog({
  title,
  message,
  submitLabel,
  danger = false,
  loading,
  error,
  onClose,
  onSubmit,
}: {
  title: string;
  message?: ReactNode;
  submitLabel: string;
  danger?: boolean;
  loading?: boolean;
  error?: unknown;
  onClose: () => void;
  onSubmit: (values: SanctionValues) => void;
}) {
  const tc = useTranslations('ui.admin.common');
  const errors = useAdminErrors();
  const [value, setValue] = useState(() => initialSanction('other', true));
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={loading}
            onClick={() => onSubmit({ ...value, public_note: value.public_note.trim() })}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {message ? <p className={styles.text}>{message}</p> : null}
        <SanctionFields value={value} onChange={setValue} error={error} />
        {error && !errors.field(error, 'rule') && !errors.field(error, 'public_note') ? (
          <p className={styles.alert}>{errors.message(error)}</p>
        ) : null}
      </div>
    </Modal>
  );
}
