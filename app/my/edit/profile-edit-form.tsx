'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNicknameStatus } from '@/components/auth/nickname-step';
import { BadgeChip } from '@/components/people/badge-chip';
import { NicknameWithBadge } from '@/components/people/nickname-with-badge';
import { UserAvatar } from '@/components/people/user-avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { myBadgesOptions, PEOPLE_ERRORS, useProfileImageMutation, useUpdateProfileMutation } from '@/lib/api/people';
import { ApiError } from '@/lib/api/request';
import { meOptions, type User } from '@/lib/api/user';
import { loginPathFor } from '@/lib/auth/next-path';
import { ERROR_CODES } from '@/lib/errors';
import { NICKNAME_MAX, NICKNAME_MIN, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { STATUS_MESSAGE_MAX, type ProfileUpdateInput } from '@/lib/validation/people';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import styles from './profile-edit.module.scss';

const EDIT_PATH = '/my/edit';

type Draft = { nickname: string; statusMessage: string; badgeId: number | null };

const draftOf = (user: User): Draft => ({
  nickname: user.nickname ?? '',
  statusMessage: user.status_message,
  badgeId: user.represent_badge?.badge.id ?? null,
});

/** Profile editing (issue 5 item 1): picture (applied at once), nickname with the sign-up rules and a live availability check, status message, representative badge. */
export function ProfileEditForm() {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const router = useRouter();
  const signedIn = hydrated && Boolean(token);
  const me = useQuery({ ...meOptions(), enabled: signedIn, staleTime: 0, refetchOnMount: 'always' });

  useEffect(() => {
    if (hydrated && !token) router.replace(loginPathFor(EDIT_PATH));
  }, [hydrated, token, router]);

  if (!signedIn || !me.data) {
    return (
      <main id="main" className={styles.main}>
        <Skeleton rows={4} variant="list" />
      </main>
    );
  }
  return <Form user={me.data} />;
}

function Form({ user }: { user: User }) {
  const t = useTranslations('user.profileEdit');
  const tBadges = useTranslations('user.badges');
  const errorMessage = useApiErrorMessage();
  const router = useRouter();
  const showToast = useUiStore((s) => s.showToast);
  const [initial, setInitial] = useState(() => draftOf(user));
  const [draft, setDraft] = useState<Draft>(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'nickname' | 'status_message' | 'represent_badge_id', string>>>({});
  const [leaving, setLeaving] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const badges = useQuery(myBadgesOptions());

  const nicknameChanged = draft.nickname.trim().toLowerCase() !== initial.nickname.toLowerCase();
  const status = useNicknameStatus(nicknameChanged ? draft.nickname : '');
  const dirty =
    draft.nickname.trim() !== initial.nickname || draft.statusMessage.trim() !== initial.statusMessage || draft.badgeId !== initial.badgeId;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The hooks hand the new profile to the store, the `me` query and the people queries.
  const image = useProfileImageMutation({
    onSuccess: () => showToast(t('imageUploaded')),
    onError: (error) =>
      showToast(
        errorMessage(error, 'user.profileEdit.imageFailed', {
          ...PEOPLE_ERRORS,
          fileTooLarge: 'user.profileEdit.imageTooLarge',
          unsupportedFormat: 'user.profileEdit.imageUnsupported',
        }),
      ),
  });

  const save = useUpdateProfileMutation({
    onSuccess: (next) => {
      const saved = draftOf(next);
      setInitial(saved);
      setDraft(saved);
      showToast(t('saved'));
      router.push('/my');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERROR_CODES.NICKNAME_IN_USE.code) {
        setFieldErrors({ nickname: t('nicknameTaken') });
        return;
      }
      if (error instanceof ApiError && error.errors) {
        const next: typeof fieldErrors = {};
        for (const [field, codes] of Object.entries(error.errors)) {
          const code = codes[0];
          if (code === 'invalidCharacters' && (field === 'nickname' || field === 'status_message')) {
            next[field] = t('invalidCharacters');
            continue;
          }
          if (field === 'nickname')
            next.nickname = code === 'nicknameChars' ? t('nicknameChars') : t('nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX });
          if (field === 'status_message') next.status_message = t('statusMessageMax', { max: STATUS_MESSAGE_MAX });
          if (field === 'represent_badge_id') next.represent_badge_id = t('badgeNotOwned');
        }
        setFieldErrors(next);
        if (Object.keys(next).length) return;
      }
      showToast(errorMessage(error, 'user.profileEdit.saveFailed', PEOPLE_ERRORS));
    },
  });

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      showToast(t('imageTooLarge'));
      return;
    }
    image.mutate(file);
  };

  const nicknameError =
    fieldErrors.nickname ??
    (status.state === 'invalid'
      ? status.message.key.endsWith('nicknameChars')
        ? t('nicknameChars')
        : t('nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX })
      : status.state === 'taken'
        ? t('nicknameTaken')
        : draft.nickname.trim() === ''
          ? t('nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX })
          : undefined);
  const nicknameHint = !nicknameChanged ? (
    t('nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })
  ) : status.state === 'checking' ? (
    <span role="status">{t('nicknameChecking')}</span>
  ) : status.state === 'available' ? (
    <span role="status" className={styles.ok}>
      {t('nicknameAvailable')}
    </span>
  ) : (
    t('nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })
  );
  const statusError =
    fieldErrors.status_message ??
    (draft.statusMessage.length > STATUS_MESSAGE_MAX ? t('statusMessageMax', { max: STATUS_MESSAGE_MAX }) : undefined);
  const blocked = Boolean(nicknameError) || Boolean(statusError) || (nicknameChanged && status.state === 'checking');

  const submit = () => {
    if (!dirty || blocked || save.isPending) return;
    const input: ProfileUpdateInput = {};
    if (draft.nickname.trim() !== initial.nickname) input.nickname = draft.nickname.trim();
    if (draft.statusMessage.trim() !== initial.statusMessage) input.status_message = draft.statusMessage.trim();
    if (draft.badgeId !== initial.badgeId) input.represent_badge_id = draft.badgeId;
    setFieldErrors({});
    save.mutate(input);
  };

  const chosenBadge = badges.data?.find((b) => b.id === draft.badgeId) ?? null;

  return (
    <main id="main" className={styles.main}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <section className={styles.card} aria-labelledby="edit-photo">
          <h2 id="edit-photo" className={styles.label}>
            {t('profileImage')}
          </h2>
          <div className={styles.photoRow}>
            <UserAvatar src={user.profile_image} size={80} />
            <div className={styles.photoActions}>
              <input
                ref={fileRef}
                type="file"
                accept={UPLOAD_ACCEPT}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={pickFile}
              />
              <Button size="s" onClick={() => fileRef.current?.click()} loading={image.isPending && image.variables !== null}>
                {image.isPending ? t('uploading') : t('changeImage')}
              </Button>
              {user.profile_image && (
                <Button size="s" variant="secondary" onClick={() => image.mutate(null)} disabled={image.isPending}>
                  {t('removeImage')}
                </Button>
              )}
              <p className={styles.hint}>{t('imageHint')}</p>
            </div>
          </div>
        </section>

        <section className={styles.card}>
          <Input
            label={t('nickname')}
            placeholder={t('nicknamePlaceholder', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
            value={draft.nickname}
            maxLength={NICKNAME_MAX}
            showCounter
            autoComplete="nickname"
            onChange={(event) => {
              setFieldErrors((e) => ({ ...e, nickname: undefined }));
              setDraft((d) => ({ ...d, nickname: event.target.value }));
            }}
            error={nicknameError}
            hint={nicknameError ? undefined : nicknameHint}
          />
          <Input
            label={t('statusMessage')}
            placeholder={t('statusMessagePlaceholder')}
            value={draft.statusMessage}
            maxLength={STATUS_MESSAGE_MAX}
            showCounter
            onChange={(event) => {
              setFieldErrors((e) => ({ ...e, status_message: undefined }));
              setDraft((d) => ({ ...d, statusMessage: event.target.value }));
            }}
            error={statusError}
          />
        </section>

        <section className={styles.card} aria-labelledby="edit-badge">
          <h2 id="edit-badge" className={styles.label}>
            {t('representativeBadge')}
          </h2>
          <p className={styles.preview}>
            <span className={styles.previewLabel}>{t('preview')}</span>
            <NicknameWithBadge
              user={{
                uuid: user.uuid,
                nickname: draft.nickname.trim() || user.nickname,
                represent_badge: chosenBadge ? { badge: chosenBadge } : null,
              }}
            />
          </p>
          {badges.isPending ? (
            <Skeleton rows={1} variant="list" />
          ) : badges.data?.length ? (
            <div role="radiogroup" aria-labelledby="edit-badge" className={styles.badgeChoices}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="badge"
                  checked={draft.badgeId === null}
                  onChange={() => setDraft((d) => ({ ...d, badgeId: null }))}
                />
                <span>{t('noBadge')}</span>
              </label>
              {badges.data.map((b) => (
                <label key={b.id} className={styles.choice}>
                  <input
                    type="radio"
                    name="badge"
                    checked={draft.badgeId === b.id}
                    onChange={() => setDraft((d) => ({ ...d, badgeId: b.id }))}
                  />
                  <BadgeChip title={b.title} hexCode={b.hex_code} size="m" />
                </label>
              ))}
            </div>
          ) : (
            <p className={styles.hint}>{t('noBadges')}</p>
          )}
          {fieldErrors.represent_badge_id && <p className={styles.error}>{fieldErrors.represent_badge_id}</p>}
          <p className={styles.hint}>
            <a href="/my/badges">{tBadges('catalogue')}</a>
          </p>
        </section>

        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => (dirty ? setLeaving(true) : router.push('/my'))}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!dirty || blocked} loading={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        kind="execute"
        open={leaving}
        onClose={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          setInitial(draft);
          router.push('/my');
        }}
        title={t('title')}
        message={t('unsavedChanges')}
        confirmLabel={t('leave')}
        cancelLabel={t('stay')}
      />
    </main>
  );
}
