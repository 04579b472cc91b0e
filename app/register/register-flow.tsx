'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ChevronIcon, MailIcon, PhoneIcon } from '@/components/auth/auth-icons';
import { CodeEntry, deliveryFrom, type CodeDelivery } from '@/components/auth/code-entry';
import { RegistrationComplete } from '@/components/auth/completion';
import { FieldError, FormAlert } from '@/components/auth/form-alert';
import { NicknameStep } from '@/components/auth/nickname-step';
import { PasswordFields } from '@/components/auth/password-fields';
import { StepHeading, useStepFocus } from '@/components/auth/step-heading';
import { StepProgress } from '@/components/auth/step-progress';
import { Header } from '@/components/layout/header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRegisterMutation, useSendCodeMutation, type VerificationChannel } from '@/lib/api/account';
import { describeAuthError, validationMessage, type AuthErrorView, type MessageRef } from '@/lib/auth/auth-error';
import { AFTER_LOGIN_PATH } from '@/lib/auth/next-path';
import { EXTERNAL_LINKS } from '@/lib/constants';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { emailSchema, normalisePhone, passwordSchema } from '@/lib/validation/auth';
import { useUserStore } from '@/stores/user-store';
import styles from '@/components/auth/auth.module.scss';

type Step = 'method' | 'destination' | 'code' | 'password' | 'nickname' | 'complete';

// Five visible stages (spec §2): method, verification (destination + code), password, nickname, done.
const STAGE: Record<Step, { index: number; name: 'method' | 'verify' | 'password' | 'nickname' | 'complete' }> = {
  method: { index: 1, name: 'method' },
  destination: { index: 2, name: 'verify' },
  code: { index: 2, name: 'verify' },
  password: { index: 3, name: 'password' },
  nickname: { index: 4, name: 'nickname' },
  complete: { index: 5, name: 'complete' },
};
const STAGES = 5;

const PREVIOUS: Partial<Record<Step, Step>> = {
  destination: 'method',
  code: 'destination',
  password: 'code',
  nickname: 'password',
};

/** The normalised destination the server gets, or the validation message key. */
export function parseDestination(channel: VerificationChannel, raw: string): { value: string } | { error: string } {
  const trimmed = raw.trim();
  if (!trimmed) return { error: 'required' };
  if (channel === 'email') {
    const parsed = emailSchema.safeParse(trimmed.toLowerCase());
    return parsed.success ? { value: parsed.data } : { error: 'invalidEmail' };
  }
  const phone = normalisePhone(trimmed);
  return phone ? { value: phone } : { error: 'invalidPhone' };
}

export function RegisterFlow() {
  const t = useTranslations('auth.register');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);

  // Every step's input lives here, so going back and forth never loses what was typed.
  const [step, setStep] = useState<Step>('method');
  const [channel, setChannel] = useState<VerificationChannel | null>(null);
  const [destination, setDestination] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<CodeDelivery | null>(null);
  const [code, setCode] = useState('');
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<{ password?: MessageRef; password_confirm?: MessageRef }>({});
  const [nickname, setNickname] = useState('');
  const [nicknameError, setNicknameError] = useState<MessageRef | null>(null);
  const [fieldError, setFieldError] = useState<MessageRef | null>(null);
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const headingRef = useStepFocus(step);

  // Someone already signed in is sent on, except right after signing up here.
  useEffect(() => {
    if (hydrated && token && step !== 'complete') router.replace(AFTER_LOGIN_PATH);
  }, [hydrated, token, step, router]);

  const goTo = (next: Step) => {
    setError(null);
    setFieldError(null);
    setStep(next);
  };

  const forgetVerification = () => {
    setSentTo(null);
    setDelivery(null);
    setCode('');
    setVerificationToken(null);
  };

  const chooseMethod = (next: VerificationChannel) => {
    if (next !== channel) {
      setChannel(next);
      setDestination('');
      forgetVerification();
    }
    goTo('destination');
  };

  const send = useSendCodeMutation({
    onSuccess: (data, variables) => {
      setSentTo(variables.destination);
      setDelivery(deliveryFrom(data));
      setCode('');
      setVerificationToken(null);
      goTo('code');
    },
    onError: (e) => {
      const view = describeAuthError(e, 'send', locale);
      setError(view);
      setFieldError(view.fields?.destination ?? null);
    },
  });

  const submitDestination = () => {
    if (!channel) return goTo('method');
    const parsed = parseDestination(channel, destination);
    if ('error' in parsed) return setFieldError(validationMessage(parsed.error, 'destination'));
    setFieldError(null);
    // The same address with a code still running: no need to send another.
    if (parsed.value === sentTo && delivery && (verificationToken || delivery.expiresAt > Date.now())) return goTo('code');
    setError(null);
    send.mutate({ purpose: 'register', channel, destination: parsed.value });
  };

  const submitPassword = () => {
    const parsed = passwordSchema.safeParse(password);
    const errors: typeof passwordErrors = {};
    if (!password) errors.password = validationMessage('passwordRequired');
    else if (!parsed.success) errors.password = validationMessage(parsed.error.issues[0]?.message ?? 'passwordRule', 'password');
    if (password !== confirm) errors.password_confirm = validationMessage('passwordMismatch');
    setPasswordErrors(errors);
    if (!errors.password && !errors.password_confirm) goTo('nickname');
  };

  const signUp = useRegisterMutation({
    onSuccess: (result, variables) => {
      useUserStore.getState().login(result.token, result.user);
      setWelcomeName(result.user.nickname ?? variables.nickname);
      goTo('complete');
    },
    onError: (e) => {
      const view = describeAuthError(e, 'register', locale);
      const fields = view.fields ?? {};
      if (fields.password || fields.password_confirm) {
        setPasswordErrors({ password: fields.password, password_confirm: fields.password_confirm });
        goTo('password');
        return;
      }
      if (fields.verification_token || view.offer === 'resend' || view.offer === 'restart') {
        // The verification ran out between steps: verify again from the address.
        forgetVerification();
        goTo('destination');
        setError({ lines: [{ key: 'auth.errors.verificationRequired' }] });
        return;
      }
      setNicknameError(fields.nickname ?? null);
      setError(view);
    },
  });

  const stage = STAGE[step];
  const previous = PREVIOUS[step];
  const channelLabel = channel === 'phone' ? t('phone.label') : t('email.label');

  return (
    <>
      <Header title={t('title')} variant={step === 'complete' ? 'none' : 'back'} onBack={previous ? () => goTo(previous) : undefined} />
      <main id="main" className={styles.main}>
        <StepProgress current={stage.index} total={STAGES} name={t(`steps.${stage.name}`)} />
        <section className={styles.card}>
          {step === 'method' && (
            <div className={styles.form}>
              <StepHeading headingRef={headingRef} title={t('method.title')} description={t('method.description')} />
              <div className={styles.choices}>
                {(['phone', 'email'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    className={styles.choice}
                    aria-pressed={channel === option}
                    onClick={() => chooseMethod(option)}
                  >
                    <span className={styles.choiceIcon}>{option === 'phone' ? <PhoneIcon /> : <MailIcon />}</span>
                    <span className={styles.choiceLabel}>{t(`method.${option}`)}</span>
                    <span className={styles.choiceArrow}>
                      <ChevronIcon />
                    </span>
                  </button>
                ))}
              </div>
              <p className={styles.terms}>
                {t('terms.notice')}{' '}
                <a href={EXTERNAL_LINKS.terms} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {t('terms.terms')}
                </a>{' '}
                ·{' '}
                <a href={EXTERNAL_LINKS.privacy} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {t('terms.privacy')}
                </a>
              </p>
            </div>
          )}

          {step === 'destination' && channel && (
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submitDestination();
              }}
            >
              <StepHeading headingRef={headingRef} title={t(`${channel}.title`)} description={t('code.timeLimit')} />
              <Input
                label={t(`${channel}.label`)}
                placeholder={t(`${channel}.placeholder`)}
                type={channel === 'email' ? 'email' : 'tel'}
                inputMode={channel === 'email' ? 'email' : 'tel'}
                autoComplete={channel === 'email' ? 'email' : 'tel'}
                autoCapitalize="none"
                spellCheck={false}
                maxLength={254}
                value={destination}
                onChange={(e) => {
                  setDestination(e.target.value);
                  setFieldError(null);
                }}
                error={fieldError ? <FieldError message={fieldError} /> : undefined}
              />
              <FormAlert view={error} />
              <div className={styles.actions}>
                <Button type="submit" size="l" fullWidth loading={send.isPending}>
                  {t('code.request')}
                </Button>
              </div>
            </form>
          )}

          {step === 'code' && channel && delivery && sentTo && !verificationToken && (
            <CodeEntry
              ns="register"
              target={{ purpose: 'register', channel, destination: sentTo }}
              delivery={delivery}
              onDelivery={setDelivery}
              code={code}
              onCodeChange={setCode}
              onVerified={(verified) => {
                setVerificationToken(verified);
                goTo('password');
              }}
              headingRef={headingRef}
              submitLabel={t('code.verify')}
              description={
                <>
                  {t('code.description', { destination: destination.trim() })}{' '}
                  <button type="button" className={styles.textButton} onClick={() => goTo('destination')}>
                    {t('code.changeDestination', { destination: channelLabel })}
                  </button>
                </>
              }
            />
          )}

          {step === 'code' && verificationToken && (
            <div className={styles.form}>
              <StepHeading
                headingRef={headingRef}
                title={t('code.verified')}
                description={t('code.description', { destination: destination.trim() })}
              />
              <div className={styles.actions}>
                <Button size="l" fullWidth onClick={() => goTo('password')}>
                  {t('next')}
                </Button>
              </div>
            </div>
          )}

          {step === 'password' && (
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submitPassword();
              }}
            >
              {/* The rule sits under the field (its hint), read with it. */}
              <StepHeading headingRef={headingRef} title={t('password.title')} />
              {/* Lets password managers save the new password under the verified address. */}
              <input type="text" name="username" autoComplete="username" value={sentTo ?? ''} readOnly hidden />
              <PasswordFields
                mode="register"
                password={password}
                confirm={confirm}
                onPasswordChange={(value) => {
                  setPassword(value);
                  setPasswordErrors((errs) => ({ ...errs, password: undefined }));
                }}
                onConfirmChange={(value) => {
                  setConfirm(value);
                  setPasswordErrors((errs) => ({ ...errs, password_confirm: undefined }));
                }}
                errors={passwordErrors}
              />
              <div className={styles.actions}>
                <Button type="submit" size="l" fullWidth>
                  {t('next')}
                </Button>
              </div>
            </form>
          )}

          {step === 'nickname' && (
            <NicknameStep
              headingRef={headingRef}
              title={t('nickname.title')}
              description={t('nickname.description')}
              value={nickname}
              onChange={(value) => {
                setNickname(value);
                setNicknameError(null);
              }}
              fieldError={nicknameError}
              onSubmit={(name) => {
                if (!verificationToken) return goTo('destination');
                setError(null);
                signUp.mutate({ verification_token: verificationToken, password, password_confirm: confirm, nickname: name });
              }}
              pending={signUp.isPending}
              error={error}
              submitLabel={t('submit')}
            />
          )}

          {step === 'complete' && <RegistrationComplete headingRef={headingRef} nickname={welcomeName ?? nickname.trim()} />}
        </section>

        {step !== 'complete' && (
          <p className={styles.linkRow}>
            <span>{t('alreadyMember')}</span>
            <Link href="/login" className={styles.link}>
              {t('goToLogin')}
            </Link>
          </p>
        )}
      </main>
    </>
  );
}
