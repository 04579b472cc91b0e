'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Header } from '@/components/layout/header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { requestResolver, setServerErrors, useClearErrorOnChange } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { PixelSelect } from '@/components/ui/pixel-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { useSavePostMutation } from '@/lib/api/posts-write';
import { ApiError } from '@/lib/api/request';
import { loginPathFor } from '@/lib/auth/next-path';
import { POST_CONTENT_MAX, POST_CONTENT_MIN, POST_TITLE_MAX } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { goBack } from '@/lib/navigation/back-target';
import { isTradeItemPostType, postWriteSchema, type PostWriteInput } from '@/lib/validation/posts';
import { isLookPostType } from '@/lib/validation/room';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { clearDraft, draftKey, EMPTY_VALUES, usePostDraft, type PostFormValues } from './draft';
import { fieldMessage, POST_FIELDS, REQUEST_NAMES, type PostField } from './field-errors';
import { ImageField } from './image-field';
import { ItemField, type PostFormItem } from './item-field';
import { LookField } from './look-field';
import { VideoField } from './video-field';
import styles from './write.module.scss';

export type WritableCategory = { id: number; name: string; admin_only: boolean; post_type?: number };
export type WritableCategoryGroup = { id: number; name: string; children: WritableCategory[] };

export type EditTarget = Omit<PostFormValues, 'items' | 'look_uuid'> & {
  items?: PostFormItem[];
  look_uuid?: string | null;
  id: number;
  author_id: number;
};

export type WriteFormProps = {
  categories: WritableCategoryGroup[];
  /** The post being edited; absent when writing a new one. */
  post?: EditTarget | null;
  /** Category to preselect for a new post (e.g. from the list the writer came from). */
  defaultCategoryId?: number | null;
};

const FIELD_IDS: Record<PostField, string> = {
  category_id: 'write-category',
  title: 'write-title',
  content: 'write-content',
  images: 'write-images',
  video_urls: 'write-videos',
  items: 'write-items',
  look_uuid: 'write-look',
};

export function WriteForm({ categories, post = null, defaultCategoryId = null }: WriteFormProps) {
  const t = useTranslations('community.write');
  const tAll = useTranslations();
  const errorMessage = useApiErrorMessage();
  const router = useRouter();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const user = useUserStore((s) => s.user);
  const formId = useId();
  const mode = post ? 'edit' : 'create';
  const key = draftKey(post?.id ?? null);

  const initial = useMemo<PostFormValues>(
    () =>
      post
        ? {
            category_id: post.category_id,
            title: post.title,
            content: post.content,
            images: post.images,
            video_urls: post.video_urls,
            items: (post.items ?? []).map(({ id, name, image, item_rating, count, price }) => ({
              id,
              name,
              image,
              item_rating,
              count,
              price,
            })),
            look_uuid: post.look_uuid ?? null,
          }
        : { ...EMPTY_VALUES, category_id: defaultCategoryId },
    [post, defaultCategoryId],
  );

  const tradeCategory = useCallback(
    (id: number | null): boolean => {
      const category = categories.flatMap((g) => g.children).find((c) => c.id === id);
      return category?.post_type !== undefined && isTradeItemPostType(category.post_type);
    },
    [categories],
  );
  const showOffCategory = useCallback(
    (id: number | null): boolean => {
      const category = categories.flatMap((g) => g.children).find((c) => c.id === id);
      return category?.post_type !== undefined && isLookPostType(category.post_type);
    },
    [categories],
  );
  // Items go only with trade categories and a look only with show-off ones; elsewhere the server drops them.
  const resolver = useMemo(
    () =>
      requestResolver(
        postWriteSchema,
        ({ items, look_uuid, ...rest }: PostFormValues) => ({
          ...rest,
          ...(tradeCategory(rest.category_id) ? { items: items.map(({ id, count, price }) => ({ id, count: count ?? 1, price })) } : {}),
          ...(showOffCategory(rest.category_id) ? { look_uuid } : {}),
        }),
        REQUEST_NAMES,
      ),
    [tradeCategory, showOffCategory],
  );
  const form = useForm<PostFormValues, unknown, PostWriteInput>({ defaultValues: initial, resolver, reValidateMode: 'onSubmit' });
  const { control, formState, getValues, handleSubmit, setError } = form;
  useClearErrorOnChange(form);
  // Registered in field order: on submit the first invalid one takes the focus.
  const {
    field: { ref: categoryRef, ...category },
  } = useController({ control, name: 'category_id' });
  const { field: title } = useController({ control, name: 'title' });
  const { field: content } = useController({ control, name: 'content' });
  // The fields made of several controls take the focus on a wrapper.
  const {
    field: { ref: imagesRef, ...images },
  } = useController({ control, name: 'images' });
  const {
    field: { ref: videosRef, ...videos },
  } = useController({ control, name: 'video_urls' });
  const {
    field: { ref: lookRef, ...look },
  } = useController({ control, name: 'look_uuid' });
  const {
    field: { ref: itemsRef, ...items },
  } = useController({ control, name: 'items' });
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const [leaveOpen, setLeaveOpen] = useState(false);
  // Set once the post is saved: from then on leaving is expected and the draft is gone.
  const done = useRef(false);
  const draft = usePostDraft(form, key, initial, done);
  const dirty = formState.isDirty;

  const pathWithQuery = post ? `/community/write?postId=${post.id}` : '/community/write';

  // Guests write nothing: send them to log in, and back here afterwards.
  useEffect(() => {
    if (hydrated && !token && !done.current) router.replace(loginPathFor(pathWithQuery));
  }, [hydrated, token, router, pathWithQuery]);

  // Closing the tab or reloading with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (done.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Each field's message, from the schema's or the server's code.
  const errors: Partial<Record<PostField, string>> = {};
  for (const field of POST_FIELDS) {
    const code = formState.errors[field]?.message;
    if (code !== undefined) errors[field] = t(...fieldMessage(field, code));
  }

  // The hook refreshes what this tab cached (lists, searches, profiles). The pages rendered on the
  // server (a board's first page and count, home) are kept by the router for Back: refreshing drops
  // them, so going back from the post renders the list again, with the post in it.
  const save = useSavePostMutation(post?.id ?? null, {
    onSuccess: (saved) => {
      done.current = true;
      clearDraft(key);
      // A post the word filter held is hidden until an operator reviews it: its page would be a 404.
      if (saved.held) {
        useUiStore.getState().showToast(tAll('community.wordFilter.held'));
        router.replace(`/community/posts?category=${saved.category.id}`);
      } else {
        useUiStore.getState().showToast(t(post ? 'updated' : 'created'));
        router.replace(`/community/detail/${saved.id}`);
      }
      router.refresh();
    },
    onError: (error) => {
      // Everything typed stays in the form (and in the draft).
      const failed = t(post ? 'errors.editFailed' : 'errors.createFailed');
      if (error instanceof ApiError && error.errors) {
        const { fields, unplaced } = setServerErrors(setError, error.errors, POST_FIELDS, { rename: REQUEST_NAMES, focus: true });
        const reason = unplaced._;
        if (fields.length === 0 && reason && t.has(`errors.${reason}`)) {
          setFormError(`${failed} · ${t(`errors.${reason}`, { max: Number(error.meta?.max ?? 0) })}`);
          return;
        }
        setFormError(`${failed} · ${t('errors.check')}`);
        return;
      }
      setFormError(`${failed} · ${errorMessage(error)}`);
    },
  });

  const send = handleSubmit(
    (body) => {
      setFormError(null);
      save.mutate(body);
    },
    () => setFormError(t('errors.check')),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (uploading > 0) setFormError(t('waitUploads'));
    else void send(event);
  };

  const discardDraft = () => {
    draft.discard();
    setFormError(null);
  };

  const onBack = () => (dirty && !done.current ? setLeaveOpen(true) : goBack(router));

  const header = <Header title={t(mode === 'edit' ? 'titleEdit' : 'titleCreate')} onBack={onBack} />;

  if (!hydrated || !token) {
    return (
      <>
        {header}
        <main id="main" className={styles.center}>
          <Spinner announce size={28} />
        </main>
      </>
    );
  }

  if (post && user && user.id !== post.author_id) {
    return (
      <>
        {header}
        <main id="main">
          <ErrorState title={t('notAuthor')} message={tAll('common.errors.forbidden')} />
          <p className={styles.center}>
            <Link href={`/community/detail/${post.id}`} className={styles.link}>
              {t('backToList')}
            </Link>
          </p>
        </main>
      </>
    );
  }

  const isAdmin = user?.role === 'admin';
  const groups = categories
    .map((g) => ({ ...g, children: g.children.filter((c) => isAdmin || !c.admin_only || c.id === post?.category_id) }))
    .filter((g) => g.children.length > 0);
  const busy = save.isPending;

  return (
    <>
      {header}
      <main id="main" className={styles.main}>
        {draft.restored && (
          <div className={styles.restored} role="status">
            <p>{t('draftRestored')}</p>
            <button type="button" className={styles.textButton} onClick={discardDraft}>
              {t('discardDraft')}
            </button>
          </div>
        )}
        <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
          {formError && (
            <p role="alert" className={styles.formError}>
              {formError}
            </p>
          )}

          <div className={styles.field}>
            <PixelSelect
              ref={categoryRef}
              id={FIELD_IDS.category_id}
              name={category.name}
              label={t('category')}
              labelClassName={styles.label}
              placeholder={t('categoryPlaceholder')}
              options={groups.flatMap((group) => group.children.map((c) => ({ value: String(c.id), label: c.name, group: group.name })))}
              value={category.value === null ? '' : String(category.value)}
              onChange={(value) => category.onChange(value ? Number(value) : null)}
              onBlur={category.onBlur}
              invalid={Boolean(errors.category_id)}
              aria-describedby={errors.category_id ? `${FIELD_IDS.category_id}-error` : undefined}
              disabled={busy}
            />
            {errors.category_id && (
              <p id={`${FIELD_IDS.category_id}-error`} className={styles.error}>
                {errors.category_id}
              </p>
            )}
          </div>

          <Input
            {...title}
            id={FIELD_IDS.title}
            label={t('title')}
            // Enter in the title must not post a half-written article.
            onEnter={(_value, event) => event.preventDefault()}
            placeholder={t('titlePlaceholder')}
            maxLength={POST_TITLE_MAX}
            showCounter
            error={errors.title}
            disabled={busy}
            autoComplete="off"
          />

          <Textarea
            {...content}
            id={FIELD_IDS.content}
            label={t('content')}
            placeholder={t('contentPlaceholder')}
            hint={t('contentHint', { min: POST_CONTENT_MIN, max: POST_CONTENT_MAX })}
            maxLength={POST_CONTENT_MAX}
            height={240}
            showCounter
            error={errors.content}
            disabled={busy}
          />

          <div id={FIELD_IDS.images} ref={imagesRef} tabIndex={-1} className={styles.anchor}>
            <ImageField
              images={images.value}
              // Uploads finish one by one, after other changes: add to the list as it is then.
              onAdd={(url) => {
                const current = getValues('images');
                if (!current.includes(url)) images.onChange([...current, url]);
              }}
              onRemove={(url) => images.onChange(getValues('images').filter((u) => u !== url))}
              onPendingChange={setUploading}
              error={errors.images}
              disabled={busy}
            />
          </div>

          {showOffCategory(category.value) && (
            <div id={FIELD_IDS.look_uuid} ref={lookRef} tabIndex={-1} className={styles.anchor}>
              <LookField value={look.value} onChange={look.onChange} error={errors.look_uuid} disabled={busy} />
            </div>
          )}

          {tradeCategory(category.value) && (
            <div id={FIELD_IDS.items} ref={itemsRef} tabIndex={-1} className={styles.anchor}>
              <ItemField items={items.value} onChange={items.onChange} error={errors.items} disabled={busy} />
            </div>
          )}

          <div id={FIELD_IDS.video_urls} ref={videosRef} tabIndex={-1} className={styles.anchor}>
            <VideoField urls={videos.value} onChange={videos.onChange} error={errors.video_urls} disabled={busy} />
          </div>

          <p className={styles.policy}>{t('policy')}</p>

          <div className={styles.submitRow}>
            {dirty && !busy && <span className={styles.saved}>{t('draftSaved')}</span>}
            <Button type="submit" size="l" fullWidth loading={busy}>
              {t(mode === 'edit' ? 'submitEdit' : 'submitCreate')}
            </Button>
          </div>
        </form>
      </main>

      <ConfirmDialog
        kind="execute"
        open={leaveOpen}
        onClose={() => setLeaveOpen(false)}
        onConfirm={() => {
          setLeaveOpen(false);
          goBack(router);
        }}
        title={t('leaveTitle')}
        message={t('leaveMessage')}
        confirmLabel={t('leave')}
        cancelLabel={t('stay')}
      />
    </>
  );
}
