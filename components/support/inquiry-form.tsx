'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { requestResolver, setServerErrors, useClearErrorOnChange } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { PixelSelect } from '@/components/ui/pixel-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';
import { inquiryDetailOptions, useCreateInquiryMutation } from '@/lib/api/support';
import { INQUIRY_IMAGE_MAX } from '@/lib/constants';
import {
  INQUIRY_CONTENT_MAX,
  INQUIRY_TITLE_MAX,
  inquiryCreateSchema,
  type InquiryCategory,
  type InquiryCreateInput,
} from '@/lib/validation/support';
import { useUiStore } from '@/stores/ui-store';
import { ImageAttachments } from './image-attachments';
import { INQUIRY_CATEGORY_GROUPS } from './inquiry-categories';
import { clearDraft, draftKey, EMPTY_DRAFT, isEmptyDraft, loadDraft, saveDraft, type InquiryDraft } from './inquiry-draft';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';
import { useMemberKey } from './member-gate';
import styles from './inquiry-form.module.scss';

// Page order: the first invalid field takes the focus. follow_up_of_id is no field: its errors are the form's.
const FIELDS = ['category', 'title', 'content', 'images'] as const;

export function InquiryForm({ followUpOf }: { followUpOf: number | null }) {
  const member = useMemberKey();
  // The draft lives in this browser's storage: the form starts from it once hydrated.
  const hydrated = useHydrated();
  if (member === null || !hydrated) return <Skeleton rows={5} />;
  return <MemberInquiryForm member={member} followUpOf={followUpOf} />;
}

function MemberInquiryForm({ member, followUpOf }: { member: string; followUpOf: number | null }) {
  const t = useTranslations('support');
  const tErrors = useTranslations('common.errors');
  const errorMessage = useApiErrorMessage();
  const router = useRouter();
  const formId = useId();
  // Drafts outlive a session: they are the member's, by id once the store knows it.
  const draftOwner = useUserStore((s) => s.user?.id ?? 'me');
  const key = draftKey(draftOwner, followUpOf);

  const [restored] = useState(() => loadDraft(key));
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const prefilled = useRef(Boolean(restored));

  const original = useQuery({ ...inquiryDetailOptions(member, followUpOf ?? 0), enabled: followUpOf !== null });
  const followUp = followUpOf !== null && original.data?.can_follow_up ? original.data : null;
  const followUpId = followUp?.id ?? null;

  const resolver = useMemo(
    () => requestResolver(inquiryCreateSchema, (draft: InquiryDraft) => ({ ...draft, follow_up_of_id: followUpId })),
    [followUpId],
  );
  const form = useForm<InquiryDraft, unknown, InquiryCreateInput>({
    defaultValues: restored ?? EMPTY_DRAFT,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { control, formState, getValues, handleSubmit, reset, setError, setValue } = form;
  useClearErrorOnChange(form);
  // Registered in page order, for the focus on submit.
  const {
    field: { ref: categoryRef, ...category },
  } = useController({ control, name: 'category' });
  const { field: title } = useController({ control, name: 'title' });
  const { field: content } = useController({ control, name: 'content' });
  // The pictures take the focus on their wrapper.
  const {
    field: { ref: imagesRef, ...images },
  } = useController({ control, name: 'images' });
  const draft = useWatch({ control, compute: (values) => values });

  // A follow-up starts from the original's category and title (unless a draft was restored).
  useEffect(() => {
    if (!followUp || prefilled.current) return;
    prefilled.current = true;
    if (!isEmptyDraft(getValues())) return;
    setValue('category', followUp.category);
    setValue('title', t('inquiry.followUpPrefill', { title: followUp.title }).slice(0, INQUIRY_TITLE_MAX));
  }, [followUp, t, getValues, setValue]);

  useEffect(() => saveDraft(key, draft), [key, draft]);

  const message = (code: string) =>
    t.has(`inquiry.errors.${code}`) ? t(`inquiry.errors.${code}`, { max: INQUIRY_IMAGE_MAX, name: '' }) : tErrors('validation');
  const errors: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const code = formState.errors[field]?.message;
    if (code !== undefined) errors[field] = message(code);
  }

  const submit = useCreateInquiryMutation(member, {
    onSuccess: (created) => {
      clearDraft(key);
      useUiStore.getState().showToast(t('inquiry.submitted'));
      router.replace(`/support/${created.id}`);
      // The router keeps the list page for Back as the server rendered it, without this inquiry.
      router.refresh();
    },
    onError: (error) => {
      // Everything typed stays in the form (and in the draft).
      if (error instanceof ApiError && error.errors) {
        const { fields, unplaced } = setServerErrors(setError, error.errors, FIELDS, { focus: true });
        const followUpCode = unplaced.follow_up_of_id;
        if (followUpCode !== undefined) setFormError(message(followUpCode));
        else if (fields.length === 0) setFormError(t('inquiry.submitFailed'));
        return;
      }
      setFormError(`${t('inquiry.submitFailed')} ${errorMessage(error)}`);
    },
  });

  const send = handleSubmit(
    (body) => submit.mutate(body),
    () => setFormError(t('inquiry.allFieldsRequired')),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (uploading) setFormError(t('inquiry.waitForUploads'));
    else void send(event);
  };

  const discardDraft = () => {
    clearDraft(key);
    reset(EMPTY_DRAFT);
    setShowRestored(false);
  };

  const required = (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={formError ? `${formId}-error` : undefined}>
      {followUpOf !== null && original.data && (
        <div className={styles.followUpBanner}>
          <span className={styles.followUpLabel}>{t('inquiry.originalInquiry')}</span>
          <Link href={`/support/${original.data.id}`} className={styles.followUpLink}>
            {original.data.title}
          </Link>
          {!original.data.can_follow_up && <span className={styles.followUpNote}>{t('inquiry.followUpUnavailable')}</span>}
        </div>
      )}

      {showRestored && (
        <div className={styles.restored} role="status">
          <span>{t('inquiry.draftRestored')}</span>
          <Button size="xs" variant="ghost" onClick={discardDraft}>
            {t('inquiry.discardDraft')}
          </Button>
        </div>
      )}

      <p className={styles.requiredNote}>{t('inquiry.requiredNote')}</p>

      <div className={styles.field}>
        <PixelSelect
          ref={categoryRef}
          id={`${formId}-category`}
          name={category.name}
          label={
            <>
              {t('inquiry.categoryLabel')} {required}
            </>
          }
          labelClassName={styles.label}
          placeholder={t('inquiry.categoryPlaceholder')}
          options={INQUIRY_CATEGORY_GROUPS.flatMap(({ group, categories }) =>
            categories.map((c) => ({ value: c, label: t(`category.${c}`), group: t(`categoryGroup.${group}`) })),
          )}
          value={category.value}
          onChange={(value) => category.onChange(value as InquiryCategory)}
          onBlur={category.onBlur}
          required
          invalid={Boolean(errors.category)}
          aria-describedby={errors.category ? `${formId}-category-error` : undefined}
        />
        {errors.category && (
          <p id={`${formId}-category-error`} className={styles.error}>
            {errors.category}
          </p>
        )}
      </div>

      <Input
        {...title}
        id={`${formId}-title`}
        label={
          <>
            {t('inquiry.titleLabel')} {required}
          </>
        }
        placeholder={t('inquiry.titlePlaceholder')}
        maxLength={INQUIRY_TITLE_MAX}
        required
        showCounter
        error={errors.title}
      />

      <Textarea
        {...content}
        id={`${formId}-content`}
        label={
          <>
            {t('inquiry.contentLabel')} {required}
          </>
        }
        placeholder={t('inquiry.contentPlaceholder')}
        maxLength={INQUIRY_CONTENT_MAX}
        height={180}
        required
        error={errors.content}
      />

      <div id={`${formId}-images`} ref={imagesRef} tabIndex={-1}>
        <ImageAttachments images={images.value} onChange={images.onChange} onBusyChange={setUploading} error={errors.images} />
      </div>

      {formError && (
        <p id={`${formId}-error`} className={styles.formError} role="alert">
          {formError}
        </p>
      )}

      <Button type="submit" size="l" fullWidth loading={submit.isPending}>
        {submit.isPending ? t('inquiry.submitting') : t('inquiry.submit')}
      </Button>
    </form>
  );
}
