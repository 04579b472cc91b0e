'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { Link } from '@/components/ui/link';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { useAskGuideBotMutation } from '@/lib/api/support';
import { GUIDE_BOT_QUESTION_MAX } from '@/lib/validation/support';
import styles from './help.module.scss';

/** The guide bot for anyone: a question, then the guides it found (or where to go next). */
export function GuideBotAsk() {
  const t = useTranslations('support');
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [question, setQuestion] = useState('');
  const [empty, setEmpty] = useState(false);
  const ask = useAskGuideBotMutation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = question.trim();
    setEmpty(!text);
    if (text) ask.mutate(text);
  };

  const answer = ask.data;
  return (
    <div className={styles.bot}>
      <form className={styles.botForm} noValidate onSubmit={submit}>
        <Textarea
          label={t('help.questionLabel')}
          placeholder={t('help.questionPlaceholder')}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          maxLength={GUIDE_BOT_QUESTION_MAX}
          height={72}
          error={empty ? t('help.questionRequired') : undefined}
        />
        <Button type="submit" loading={ask.isPending}>
          {t('help.ask')}
        </Button>
      </form>
      <div aria-live="polite" id={`${id}-answer`}>
        {ask.isError && (
          <p role="alert" className={styles.botError}>
            {errorMessage(ask.error, undefined, { serverMessage: true })}
          </p>
        )}
        {answer && (
          <section className={styles.botAnswer} aria-label={t('bot.title')}>
            <p className={styles.botSays}>
              <span className={styles.botName}>{t('author.bot')}</span> {answer.answer}
            </p>
            {answer.guides.length > 0 && (
              <ul role="list" className={styles.botGuides}>
                {answer.guides.map((g) => (
                  <li key={g.id}>
                    <Link href={`/guide/${g.slug}`} className={styles.botGuide}>
                      <span className={styles.botCategory}>{t(`guide.category.${g.category}`)}</span>
                      <span>{g.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
