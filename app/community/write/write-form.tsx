'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Header } from '@/components/layout/header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { useSavePostMutation, type PostWriteBody } from '@/lib/api/posts-write';
import { ApiError } from '@/lib/api/request';
import { loginPathFor } from '@/lib/auth/next-path';
import { POST_CONTENT_MAX, POST_CONTENT_MIN, POST_IMAGE_MAX, POST_TITLE_MAX } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { goBack } from '@/lib/navigation/back-target';
import { isTradeItemPostType, POST_ITEM_MAX, postWriteSchema, VIDEO_URL_MAX } from '@/lib/validation/posts';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { clearDraft, draftKey, EMPTY_VALUES, readDraft, sameValues, writeDraft, type PostFormValues } from './draft';
import { ImageField } from './image-field';
import { ItemField, type PostFormItem } from './item-field';
import { VideoField } from './video-field';
import styles from './write.module.scss';

export type WritableCategory = { id: number; name: string; admin_only: boolean; post_type?: number };
export type WritableCategoryGroup = { id: number; name: string; children: WritableCategory[] };

export type EditTarget = Omit<PostFormValues, 'items'> & { items?: PostFormItem[]; id: number; author_id: number };

export type WriteFormProps = {
  categories: WritableCategoryGroup[];
  /** The post being edited; absent when writing a new one. */
  post?: EditTarget | null;
  /** Category to preselect for a new post (e.g. from the list the writer came from). */
  defaultCategoryId?: number | null;
};

type Field = 'category_id' | 'title' | 'content' | 'images' | 'video_urls' | 'item_ids';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['category_id', 'title', 'content', 'images', 'video_urls', 'item_ids'];
const FIELD_IDS: Record<Field, string> = {
  category_id: 'write-category',
  title: 'write-title',
  content: 'write-content',
  images: 'write-images',
  video_urls: 'write-videos',
  item_ids: 'write-items',
};
// The {max} each field's messages speak of.
const MAX_FOR: Record<Field, number> = {
  category_id: 0,
  title: POST_TITLE_MAX,
  content: POST_CONTENT_MAX,
  images: POST_IMAGE_MAX,
  video_urls: VIDEO_URL_MAX,
  item_ids: POST_ITEM_MAX,
};
// Messages the schema and the server use per field; anything else falls back to a field default.
const KNOWN = new Set([
  'categoryInvalid',
  'categoryNotWritable',
  'categoryAdminOnly',
  'titleRequired',
  'titleMax',
  'contentMin',
  'contentMax',
  'tooManyImages',
  'imageNotOwned',
  'tooManyVideos',
  'tooManyItems',
  'itemsNotAllowed',
  'itemUnknown',
  'invalidCharacters',
]);
const FALLBACK: Record<Field, string> = {
  category_id: 'categoryRequired',
  title: 'titleRequired',
  content: 'contentMin',
  images: 'imageNotOwned',
  video_urls: 'videoUrl',
  item_ids: 'itemUnknown',
};

function fieldOf(path: string): Field | null {
  const head = path.split('.')[0] as Field;
  return FIELDS.includes(head) ? head : null;
}

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
            items: (post.items ?? []).map(({ id, name, image, item_rating }) => ({ id, name, image, item_rating })),
          }
        : { ...EMPTY_VALUES, category_id: defaultCategoryId },
    [post, defaultCategoryId],
  );
  const [values, setValues] = useState<PostFormValues>(initial);
  const [restored, setRestored] = useState(false);
  const [draftReady, setDraftReady] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const [leaveOpen, setLeaveOpen] = useState(false);
  // Set once the post is saved: from then on leaving is expected and the draft is gone.
  const done = useRef(false);
  const dirty = !sameValues(values, initial);

  const pathWithQuery = post ? `/community/write?postId=${post.id}` : '/community/write';

  // Guests write nothing: send them to log in, and back here afterwards.
  useEffect(() => {
    if (hydrated && !token && !done.current) router.replace(loginPathFor(pathWithQuery));
  }, [hydrated, token, router, pathWithQuery]);

  // Restore the draft once, in the browser (the server cannot see local storage).
  useEffect(() => {
    const draft = readDraft(key);
    const me = useUserStore.getState().user?.id ?? null;
    if (draft && (draft.owner === null || me === null || draft.owner === me) && !sameValues(draft, initial)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft lives in local storage, which only the browser reads after hydration
      setValues({
        category_id: draft.category_id,
        title: draft.title,
        content: draft.content,
        images: draft.images,
        video_urls: draft.video_urls,
        items: draft.items,
      });
      setRestored(true);
    }
    setDraftReady(true);
  }, [key, initial]);

  // Save as the user types; an untouched form leaves no draft behind.
  useEffect(() => {
    if (!draftReady || done.current) return;
    if (sameValues(values, initial)) clearDraft(key);
    else writeDraft(key, values, useUserStore.getState().user?.id ?? null);
  }, [values, initial, key, draftReady]);

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

  const set = useCallback(<K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The items' errors are reported under item_ids.
    const key: Field = field === 'items' ? 'item_ids' : (field as Exclude<K, 'items'>);
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

  const message = useCallback(
    (field: Field, code: string) => t(`errors.${KNOWN.has(code) ? code : FALLBACK[field]}`, { min: POST_CONTENT_MIN, max: MAX_FOR[field] }),
    [t],
  );

  const showErrors = (found: FieldErrors, summary: string) => {
    setErrors(found);
    setFormError(summary);
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  // Lists and searches cached in this tab are refreshed by the hook.
  const save = useSavePostMutation(post?.id ?? null, {
    onSuccess: (saved) => {
      done.current = true;
      clearDraft(key);
      useUiStore.getState().showToast(t(post ? 'updated' : 'created'));
      router.replace(`/community/detail/${saved.id}`);
    },
    onError: (error) => {
      const failed = t(post ? 'errors.editFailed' : 'errors.createFailed');
      if (error instanceof ApiError && error.errors) {
        const found: FieldErrors = {};
        for (const [path, codes] of Object.entries(error.errors)) {
          const field = fieldOf(path);
          if (field && !found[field]) found[field] = message(field, codes[0] ?? '');
        }
        showErrors(found, `${failed} · ${t('errors.check')}`);
        return;
      }
      setFormError(`${failed} · ${errorMessage(error)}`);
    },
  });

  // Items go only with trade categories; elsewhere the server drops any attached ones.
  const bodyOf = ({ items, ...rest }: PostFormValues & { category_id: number }): PostWriteBody =>
    tradeCategory(rest.category_id) ? { ...rest, item_ids: items.map((i) => i.id) } : rest;

  function tradeCategory(id: number | null): boolean {
    const category = categories.flatMap((g) => g.children).find((c) => c.id === id);
    return category?.post_type !== undefined && isTradeItemPostType(category.post_type);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (uploading > 0) {
      setFormError(t('waitUploads'));
      return;
    }
    const parsed = postWriteSchema.safeParse({
      ...values,
      category_id: values.category_id ?? undefined,
      item_ids: tradeCategory(values.category_id) ? values.items.map((i) => i.id) : undefined,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field && !found[field]) found[field] = message(field, issue.message);
      }
      showErrors(found, t('errors.check'));
      return;
    }
    setFormError(null);
    save.mutate(bodyOf({ ...values, category_id: parsed.data.category_id }));
  };

  const discardDraft = () => {
    clearDraft(key);
    setValues(initial);
    setErrors({});
    setFormError(null);
    setRestored(false);
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
        {restored && (
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
            <label htmlFor={FIELD_IDS.category_id} className={styles.label}>
              {t('category')}
            </label>
            <div className={styles.selectBox} data-invalid={errors.category_id ? true : undefined}>
              <select
                id={FIELD_IDS.category_id}
                className={styles.select}
                value={values.category_id ?? ''}
                onChange={(e) => set('category_id', e.target.value ? Number(e.target.value) : null)}
                aria-invalid={errors.category_id ? true : undefined}
                aria-describedby={errors.category_id ? `${FIELD_IDS.category_id}-error` : undefined}
                disabled={busy}
              >
                <option value="">{t('categoryPlaceholder')}</option>
                {groups.map((group) => (
                  <optgroup key={group.id} label={group.name}>
                    {group.children.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            {errors.category_id && (
              <p id={`${FIELD_IDS.category_id}-error`} className={styles.error}>
                {errors.category_id}
              </p>
            )}
          </div>

          <Input
            id={FIELD_IDS.title}
            label={t('title')}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
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
            id={FIELD_IDS.content}
            label={t('content')}
            value={values.content}
            onChange={(e) => set('content', e.target.value)}
            placeholder={t('contentPlaceholder')}
            hint={t('contentHint', { min: POST_CONTENT_MIN, max: POST_CONTENT_MAX })}
            maxLength={POST_CONTENT_MAX}
            height={240}
            showCounter
            error={errors.content}
            disabled={busy}
          />

          <div id={FIELD_IDS.images} tabIndex={-1} className={styles.anchor}>
            <ImageField
              images={values.images}
              onAdd={(url) => {
                setValues((v) => ({ ...v, images: v.images.includes(url) ? v.images : [...v.images, url] }));
                setErrors((e) => ({ ...e, images: undefined }));
              }}
              onRemove={(url) =>
                set(
                  'images',
                  values.images.filter((u) => u !== url),
                )
              }
              onPendingChange={setUploading}
              error={errors.images}
              disabled={busy}
            />
          </div>

          {tradeCategory(values.category_id) && (
            <div id={FIELD_IDS.item_ids} tabIndex={-1} className={styles.anchor}>
              <ItemField items={values.items} onChange={(items) => set('items', items)} error={errors.item_ids} disabled={busy} />
            </div>
          )}

          <div id={FIELD_IDS.video_urls} tabIndex={-1} className={styles.anchor}>
            <VideoField urls={values.video_urls} onChange={(urls) => set('video_urls', urls)} error={errors.video_urls} disabled={busy} />
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
