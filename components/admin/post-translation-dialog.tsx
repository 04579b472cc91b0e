'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { deletePostTranslation, postTranslationsOptions, savePostTranslation, type AdminPostDto } from '@/lib/api/admin';
import { LOCALES, POST_CONTENT_MAX, POST_TITLE_MAX, type Locale } from '@/lib/constants';
import type { PostTranslationDto } from '@/lib/validation/admin/content/posts';
import { useAdminErrors } from './errors';
import { TextAreaField, TextField } from './fields';
import { QueryView } from './query-view';
import { useAdminAction } from './use-admin-action';
import styles from './admin.module.scss';

/** The language an official post is translated into: the site's other one. */
export const translationLanguage = (written: Locale): Locale => LOCALES.find((l) => l !== written) ?? written;

const LANGUAGE_KEY = { ko: 'ko', 'zh-TW': 'zhTW' } as const;

/** An official post's title and body in its other language: add, edit or remove. */
export function PostTranslationDialog({ post, onClose }: { post: AdminPostDto; onClose: () => void }) {
  const t = useTranslations('ui.admin.posts');
  const tl = useTranslations('ui.language');
  const language = translationLanguage(post.language);
  const translations = useQuery(postTranslationsOptions(post.id));
  return (
    <Modal open onClose={onClose} title={t('translationTitle', { language: tl(LANGUAGE_KEY[language]) })} footer={null}>
      <QueryView query={translations} rows={2}>
        {(list) => (
          <TranslationForm post={post} language={language} current={list.find((x) => x.language === language)} onClose={onClose} />
        )}
      </QueryView>
    </Modal>
  );
}

function TranslationForm({
  post,
  language,
  current,
  onClose,
}: {
  post: AdminPostDto;
  language: Locale;
  current: PostTranslationDto | undefined;
  onClose: () => void;
}) {
  const t = useTranslations('ui.admin');
  const errors = useAdminErrors();
  const [title, setTitle] = useState(current?.title ?? '');
  const [content, setContent] = useState(current?.content ?? '');
  const save = useAdminAction(() => savePostTranslation(post.id, language, { title, content }), {
    done: t('posts.translationSaved'),
    onSuccess: onClose,
    toastError: false,
  });
  const remove = useAdminAction(() => deletePostTranslation(post.id, language), {
    done: t('posts.translationRemoved'),
    onSuccess: onClose,
  });
  const formError =
    save.error && !errors.field(save.error, 'title') && !errors.field(save.error, 'content') ? errors.message(save.error) : null;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined);
      }}
    >
      <p className={styles.hint}>{t('posts.translationOf', { title: post.title })}</p>
      <TextField
        label={t('posts.translationTitleLabel')}
        lang={language}
        value={title}
        maxLength={POST_TITLE_MAX}
        required
        onChange={(e) => setTitle(e.target.value)}
        error={errors.field(save.error, 'title')}
      />
      <TextAreaField
        label={t('posts.translationContentLabel')}
        lang={language}
        value={content}
        rows={8}
        maxLength={POST_CONTENT_MAX}
        required
        onChange={(e) => setContent(e.target.value)}
        error={errors.field(save.error, 'content')}
      />
      {formError && (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <div className={styles.formActions}>
        {current && (
          <Button type="button" variant="danger" loading={remove.isPending} onClick={() => remove.mutate(undefined)}>
            {t('posts.translationRemove')}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('posts.translationSave')}
        </Button>
      </div>
    </form>
  );
}
