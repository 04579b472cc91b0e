'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextAreaField } from '@/components/admin/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { tryWordFilter } from '@/lib/api/word-filters';
import { WORD_FILTER_TRY_MAX } from '@/lib/validation/word-filters';

/** "Try a text": what the active entries find in it, the action that would be taken and the text with ※. */
export function TryBox() {
  const t = useTranslations('ui.admin.wordFilters');
  const [text, setText] = useState('');
  const check = useAdminAction(tryWordFilter);
  const result = check.data;
  return (
    <TitledSection id="word-filter-try" title={t('tryTitle')} className={styles.card}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          check.mutate(text);
        }}
      >
        <TextAreaField
          label={t('tryLabel')}
          hint={t('tryHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          maxLength={WORD_FILTER_TRY_MAX}
        />
        <Button type="submit" size="s" loading={check.isPending} disabled={text.length === 0}>
          {t('tryButton')}
        </Button>
      </form>
      {result ? (
        <div role="status">
          <p>{result.action ? t('tryVerdict', { action: t(`actions.${result.action}`) }) : t('tryClean')}</p>
          {result.failure ? <p className={styles.hint}>{t('tryFailed')}</p> : null}
          {result.matches.length > 0 ? (
            <ul>
              {result.matches.map((m, i) => (
                <li key={`${m.id}-${m.start}-${i}`}>
                  {t('tryMatch', { text: m.text, pattern: m.pattern, via: t(`via.${m.via}`), action: t(`actions.${m.action}`) })}
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.hint}>{t('tryReplaced')}</p>
          <p className={styles.mono}>{result.replaced}</p>
          <p className={styles.hint}>{t('tryNormalised')}</p>
          <p className={styles.mono}>{result.normalised}</p>
        </div>
      ) : null}
    </TitledSection>
  );
}
