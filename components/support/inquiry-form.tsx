'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';
import { inquiryDetailOptions, useCreateInquiryMutation } from '@/lib/api/support';
import { INQUIRY_IMAGE_MAX } from '@/lib/constants';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CONTENT_MAX,
  INQUIRY_TITLE_MAX,
  inquiryCreateSchema,
  type InquiryCategory,
  type InquiryFieldName,
} from '@/lib/validation/support';
import { useUiStore } from '@/stores/ui-store';
import { ImageAttachments } from './image-attachments';
import { clearDraft, draftKey, EMPTY_DRAFT, isEmptyDraft, loadDraft, saveDraft, type InquiryDraft } from './inquiry-draft';
import { useUserStore } from '@/stores/user-store';
import { useMemberKey } from './member-gate';
import styles from './inquiry-form.module.scss';

type FieldErrors = Partial<Record<InquiryFieldName, string>>;
const FIELD_ORDER: InquiryFieldName[] = ['category', 'title', 'content', 'images', 'follow_up_of_id'];

// "images.0" → "images": the form shows one message per field.
function fieldOf(path: string): InquiryFieldName | null {
  const head = path.split('.')[0] as InquiryFieldName;
  return FIELD_ORDER.includes(head) ? head : null;
}

export function InquiryForm({ followUpOf }: { followUpOf: number | null }) {
  const member = useMemberKey();
  if (member === null) return <Skeleton rows={5} />;
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
  const [draft, setDraft] = useState<InquiryDraft>(restored ?? EMPTY_DRAFT);
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const prefilled = useRef(Boolean(restored));

  const original = useQuery({ ...inquiryDetailOptions(member, followUpOf ?? 0), enabled: followUpOf !== null });
  const followUp = followUpOf !== null && original.data?.can_follow_up ? original.data : null;

  // A follow-up starts from the original's category and title (unless a draft was restored).
  useEffect(() => {
    if (!followUp || prefilled.current) return;
    prefilled.current = true;
    setDraft((d) =>
      isEmptyDraft(d)
        ? { ...d, category: followUp.category, title: t('inquiry.followUpPrefill', { title: followUp.title }).slice(0, INQUIRY_TITLE_MAX) }
        : d,
    );
  }, [followUp, t]);

  useEffect(() => saveDraft(key, draft), [key, draft]);

  const update = <K extends keyof InquiryDraft>(field: K, value: InquiryDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (e[field as InquiryFieldName] ? { ...e, [field]: undefined } : e));
  };
  const setImages = useCallback((images: string[]) => {
    setDraft((d) => ({ ...d, images }));
    setErrors((e) => ({ ...e, images: undefined }));
  }, []);

  const message = (code: string) =>
    t.has(`inquiry.errors.${code}`) ? t(`inquiry.errors.${code}`, { max: INQUIRY_IMAGE_MAX, name: '' }) : tErrors('validation');

  const showErrors = (byField: Record<string, string[] | undefined>) => {
    const next: FieldErrors = {};
    for (const [path, codes] of Object.entries(byField)) {
      const field = fieldOf(path);
      const code = codes?.[0];
      if (field && code && !next[field]) next[field] = message(code);
    }
    setErrors(next);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
    return next;
  };

  const submit = useCreateInquiryMutation(member, {
    onSuccess: (created) => {
      clearDraft(key);
      useUiStore.getState().showToast(t('inquiry.submitted'));
      router.replace(`/support/${created.id}`);
    },
    onError: (error) => {
      // Everything typed stays in the form (and in the draft).
      if (error instanceof ApiError && error.errors) {
        const shown = showErrors(error.errors);
        if (shown.follow_up_of_id) setFormError(shown.follow_up_of_id);
        else if (Object.keys(shown).length === 0) setFormError(t('inquiry.submitFailed'));
        return;
      }
      setFormError(`${t('inquiry.submitFailed')} ${errorMessage(error)}`);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (uploading) {
      setFormError(t('inquiry.waitForUploads'));
      return;
    }
    const parsed = inquiryCreateSchema.safeParse({ ...draft, follow_up_of_id: followUp?.id ?? null });
    if (!parsed.success) {
      const byField: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
      showErrors(byField);
      setFormError(t('inquiry.allFieldsRequired'));
      return;
    }
    submit.mutate(parsed.data);
  };

  const discardDraft = () => {
    clearDraft(key);
    setDraft(EMPTY_DRAFT);
    setErrors({});
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
        <label htmlFor={`${formId}-category`} className={styles.label}>
          {t('inquiry.categoryLabel')} {required}
        </label>
        <div className={styles.selectBox} data-invalid={errors.category ? true : undefined}>
          <select
            id={`${formId}-category`}
            className={styles.select}
            value={draft.category}
            required
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${formId}-category-error` : undefined}
            onChange={(e) => update('category', e.target.value as InquiryCategory | '')}
          >
            <option value="" disabled>
              {t('inquiry.categoryPlaceholder')}
            </option>
            {INQUIRY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {errors.category && (
          <p id={`${formId}-category-error`} className={styles.error}>
            {errors.category}
          </p>
        )}
      </div>

      <Input
        id={`${formId}-title`}
        label={
          <>
            {t('inquiry.titleLabel')} {required}
          </>
        }
        value={draft.title}
        onChange={(e) => update('title', e.target.value)}
        placeholder={t('inquiry.titlePlaceholder')}
        maxLength={INQUIRY_TITLE_MAX}
        required
        showCounter
        error={errors.title}
      />

      <Textarea
        id={`${formId}-content`}
        label={
          <>
            {t('inquiry.contentLabel')} {required}
          </>
        }
        value={draft.content}
        onChange={(e) => update('content', e.target.value)}
        placeholder={t('inquiry.contentPlaceholder')}
        maxLength={INQUIRY_CONTENT_MAX}
        height={180}
        required
        error={errors.content}
      />

      <div id={`${formId}-images`} tabIndex={-1}>
        <ImageAttachments images={draft.images} onChange={setImages} onBusyChange={setUploading} error={errors.images} />
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
