'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useBrowserSignedIn } from '@/components/layout/signed-in-hint';
import { useNicknameStatus } from '@/components/auth/nickname-step';
import { BadgeChip } from '@/components/people/badge-chip';
import { NicknameWithBadge } from '@/components/people/nickname-with-badge';
import { UserAvatar } from '@/components/people/user-avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { requestResolver, setServerErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { myBadgesOptions, PEOPLE_ERRORS, useProfileImageMutation, useUpdateProfileMutation } from '@/lib/api/people';
import { ApiError } from '@/lib/api/request';
import { meOptions, type User } from '@/lib/api/user';
import { ERROR_CODES } from '@/lib/errors';
import { NICKNAME_MAX, NICKNAME_MIN, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@/lib/constants';
import { profileUpdateSchema, STATUS_MESSAGE_MAX, type ProfileUpdateInput } from '@/lib/validation/people';
import { useUiStore } from '@/stores/ui-store';
import styles from './profile-edit.module.scss';

type ProfileValues = { nickname: string; status_message: string; represent_badge_id: number | null };
const FIELDS = ['nickname', 'status_message', 'represent_badge_id'] as const;

const valuesOf = (user: User): ProfileValues => ({
  nickname: user.nickname ?? '',
  status_message: user.status_message,
  represent_badge_id: user.represent_badge?.badge.id ?? null,
});

/** What the member changed: only that is sent, and checked (a nickname older than today's rules may stay). */
function changes(values: ProfileValues, initial: ProfileValues): Partial<ProfileValues> {
  return {
    ...(values.nickname.trim() !== initial.nickname ? { nickname: values.nickname } : {}),
    ...(values.status_message.trim() !== initial.status_message ? { status_message: values.status_message } : {}),
    ...(values.represent_badge_id !== initial.represent_badge_id ? { represent_badge_id: values.represent_badge_id } : {}),
  };
}

/** Profile editing: picture (applied at once), nickname with the sign-up rules and a live availability check, status message, representative badge. */
export function ProfileEditForm() {
  const signedIn = useBrowserSignedIn();
  // The server page put the member in the cache; this keeps it fresh.
  const me = useQuery({ ...meOptions(), enabled: signedIn, staleTime: 0, refetchOnMount: 'always' });

  if (!me.data) {
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
  const [initial, setInitial] = useState(() => valuesOf(user));
  const [leaving, setLeaving] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const badges = useQuery(myBadgesOptions());

  // A member without a nickname is asked for one, whatever else they change.
  const resolver = useMemo(
    () =>
      requestResolver(profileUpdateSchema, (values: ProfileValues) => ({
        ...(values.nickname.trim() ? {} : { nickname: '' }),
        ...changes(values, initial),
      })),
    [initial],
  );
  // Mistakes show as the member types, as in the sign-up's nickname step.
  const { control, formState, handleSubmit, reset, setError } = useForm<ProfileValues, unknown, ProfileUpdateInput>({
    defaultValues: initial,
    resolver,
    mode: 'onChange',
  });
  const { field: nickname } = useController({ control, name: 'nickname' });
  const { field: statusMessage } = useController({ control, name: 'status_message' });
  const { field: badge } = useController({ control, name: 'represent_badge_id' });

  const values: ProfileValues = { nickname: nickname.value, status_message: statusMessage.value, represent_badge_id: badge.value };
  const nicknameChanged = values.nickname.trim().toLowerCase() !== initial.nickname.toLowerCase();
  const status = useNicknameStatus(nicknameChanged ? values.nickname : '');
  const dirty = Object.keys(changes(values, initial)).length > 0;

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
      const saved = valuesOf(next);
      setInitial(saved);
      reset(saved);
      showToast(t('saved'));
      router.push('/my');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERROR_CODES.NICKNAME_IN_USE.code) {
        setError('nickname', { type: 'server', message: 'nicknameTaken' });
        return;
      }
      if (error instanceof ApiError && error.errors && setServerErrors(setError, error.errors, FIELDS).fields.length > 0) return;
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

  // Errors carry the schema's or the server's code.
  const { errors } = formState;
  const nicknameError =
    errors.nickname?.message !== undefined
      ? ['nicknameChars', 'invalidCharacters', 'nicknameTaken', 'bannedWord'].includes(errors.nickname.message)
        ? t(errors.nickname.message)
        : t('nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX })
      : status.state === 'taken'
        ? t('nicknameTaken')
        : status.state === 'banned'
          ? t('bannedWord')
          : nickname.value.trim() === ''
            ? t('nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX })
            : undefined;
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
  const statusError = errors.status_message
    ? errors.status_message.message === 'invalidCharacters' || errors.status_message.message === 'bannedWord'
      ? t(errors.status_message.message)
      : t('statusMessageMax', { max: STATUS_MESSAGE_MAX })
    : undefined;
  const badgeError = errors.represent_badge_id ? t('badgeNotOwned') : undefined;
  const blocked = Boolean(nicknameError) || Boolean(statusError) || (nicknameChanged && status.state === 'checking');

  const submit = handleSubmit((input) => save.mutate(input));

  const chosenBadge = badges.data?.find((b) => b.id === badge.value) ?? null;

  return (
    <main id="main" className={styles.main}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty && !blocked && !save.isPending) void submit(event);
        }}
      >
        <TitledSection id="edit-photo" title={t('profileImage')} className={styles.card} titleClassName={styles.label}>
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
        </TitledSection>

        <section className={styles.card}>
          <Input
            {...nickname}
            label={t('nickname')}
            placeholder={t('nicknamePlaceholder', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
            maxLength={NICKNAME_MAX}
            showCounter
            autoComplete="nickname"
            error={nicknameError}
            hint={nicknameError ? undefined : nicknameHint}
          />
          <Input
            {...statusMessage}
            label={t('statusMessage')}
            placeholder={t('statusMessagePlaceholder')}
            maxLength={STATUS_MESSAGE_MAX}
            showCounter
            error={statusError}
          />
        </section>

        <TitledSection id="edit-badge" title={t('representativeBadge')} className={styles.card} titleClassName={styles.label}>
          <p className={styles.preview}>
            <span className={styles.previewLabel}>{t('preview')}</span>
            <NicknameWithBadge
              user={{
                uuid: user.uuid,
                nickname: nickname.value.trim() || user.nickname,
                represent_badge: chosenBadge ? { badge: chosenBadge } : null,
              }}
            />
          </p>
          {badges.isPending ? (
            <Skeleton rows={1} variant="list" />
          ) : badges.data?.length ? (
            <div role="radiogroup" aria-labelledby="edit-badge" className={styles.badgeChoices}>
              <label className={styles.choice}>
                <input type="radio" name="badge" checked={badge.value === null} onChange={() => badge.onChange(null)} />
                <span>{t('noBadge')}</span>
              </label>
              {badges.data.map((b) => (
                <label key={b.id} className={styles.choice}>
                  <input type="radio" name="badge" checked={badge.value === b.id} onChange={() => badge.onChange(b.id)} />
                  <BadgeChip title={b.title} hexCode={b.hex_code} size="m" />
                </label>
              ))}
            </div>
          ) : (
            <p className={styles.hint}>{t('noBadges')}</p>
          )}
          {badgeError && <p className={styles.error}>{badgeError}</p>}
          <p className={styles.hint}>
            <a href="/my/badges">{tBadges('catalogue')}</a>
          </p>
        </TitledSection>

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
          setInitial(values);
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
