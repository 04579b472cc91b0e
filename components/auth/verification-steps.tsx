'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSendCodeMutation, type VerificationChannel } from '@/lib/api/account';
import { describeAuthError, type AuthErrorView } from '@/lib/auth/auth-error';
import { AuthInput, applyFieldErrors, useAuthForm } from './auth-form';
import { CodeEntry, deliveryFrom, useCodeForm, type CodeDelivery } from './code-entry';
import { FormAlert } from './form-alert';
import { destinationFormSchema, type PasswordForm } from './form-schemas';
import { PasswordFields, usePasswordForm } from './password-fields';
import { StepHeading, useStepFocus } from './step-heading';
import styles from './auth.module.scss';

/** A code already sent is good while it runs, and for the rest of the visit once verified. */
function codeStillGood(delivery: CodeDelivery | null, verificationToken: string | null) {
  return Boolean(delivery && (verificationToken || delivery.expiresAt > Date.now()));
}

/** The steps the registration and the password reset share: where the code goes, the code, the new password. */
export type VerificationStep = 'destination' | 'code' | 'password';

export type VerificationOptions<S extends string> = {
  /** The wizard's first step: the registration starts by choosing e-mail or phone. */
  first: S;
  /** Also the rule of the new password: letters, numbers and symbols to register, the length alone to reset. */
  purpose: 'register' | 'reset';
  channel: VerificationChannel;
};

/**
 * The state of a wizard that verifies an address and then sets a password: the current step with
 * its alert and focus, and every input so far, kept while going back and forth between the steps.
 */
export function useVerificationSteps<S extends string>({ first, purpose, channel }: VerificationOptions<S>) {
  const locale = useLocale();
  const [step, setStep] = useState<S | VerificationStep>(first);
  const [alert, setAlert] = useState<AuthErrorView | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<CodeDelivery | null>(null);
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const headingRef = useStepFocus(step);
  const destinationForm = useAuthForm(destinationFormSchema(channel), { destination: '' });
  const codeForm = useCodeForm();
  const passwordForm = usePasswordForm(purpose);

  // The address's and the code's messages belong to the visit of their step; the password's stay until edited.
  const goTo = (next: S | VerificationStep) => {
    setAlert(null);
    destinationForm.clearErrors();
    codeForm.clearErrors();
    setStep(next);
  };

  // Another channel, or a verification the server no longer holds: the next code is a new one.
  const forget = () => {
    setSentTo(null);
    setDelivery(null);
    codeForm.reset();
    setVerificationToken(null);
  };

  const send = useSendCodeMutation({
    onSuccess: (data, variables) => {
      setSentTo(variables.destination);
      setDelivery(deliveryFrom(data));
      codeForm.reset();
      setVerificationToken(null);
      goTo('code');
    },
    onError: (e) => {
      const view = describeAuthError(e, 'send', locale);
      setAlert(view);
      applyFieldErrors(destinationForm, view.fields);
    },
  });

  const submitDestination = destinationForm.handleSubmit(({ destination }) => {
    // The same address with a code still running: no need to send another.
    if (destination === sentTo && codeStillGood(delivery, verificationToken)) return goTo('code');
    setAlert(null);
    send.mutate({ purpose, channel, destination });
  });

  /** After a failed register or reset: when the verification has run out, verify again from the address. */
  const restartIfUnverified = (view: AuthErrorView) => {
    if (!view.fields?.verification_token && view.offer !== 'resend' && view.offer !== 'restart') return false;
    forget();
    goTo('destination');
    setAlert({ lines: [{ key: 'auth.errors.verificationRequired' }] });
    return true;
  };

  return {
    purpose,
    channel,
    step,
    goTo,
    alert,
    setAlert,
    headingRef,
    destinationForm,
    submitDestination,
    sending: send.isPending,
    sentTo,
    delivery,
    setDelivery,
    verificationToken,
    onVerified: (token: string) => {
      setVerificationToken(token);
      goTo('password');
    },
    codeForm,
    passwordForm,
    forget,
    restartIfUnverified,
  };
}

export type VerificationSteps<S extends string> = ReturnType<typeof useVerificationSteps<S>>;

type Texts = { title: ReactNode; description: ReactNode; label: string; placeholder: string; submitLabel: string };

/** Where the code goes, read as the server will read it. */
export function DestinationStep<S extends string>({
  steps,
  title,
  description,
  label,
  placeholder,
  submitLabel,
}: { steps: VerificationSteps<S> } & Texts) {
  const email = steps.channel === 'email';
  return (
    <form className={styles.form} noValidate onSubmit={steps.submitDestination}>
      <StepHeading headingRef={steps.headingRef} title={title} description={description} />
      <AuthInput
        form={steps.destinationForm}
        name="destination"
        label={label}
        placeholder={placeholder}
        type={email ? 'email' : 'tel'}
        inputMode={email ? 'email' : 'tel'}
        autoComplete={email ? 'email' : 'tel'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
      <FormAlert view={steps.alert} />
      <div className={styles.actions}>
        <Button type="submit" size="l" fullWidth loading={steps.sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export type CodeStepProps<S extends string> = {
  steps: VerificationSteps<S>;
  description: ReactNode;
  notice?: ReactNode;
  submitLabel: string;
  /** Back on the code step once verified: only the way on to the password. */
  verified: { title: ReactNode; description: ReactNode };
};

/** The code that was sent; once it is verified, the step only leads on. */
export function CodeStep<S extends string>({ steps, description, notice, submitLabel, verified }: CodeStepProps<S>) {
  const t = useTranslations(`auth.${steps.purpose}`);
  const { purpose, channel, sentTo, delivery, headingRef } = steps;
  if (steps.verificationToken) {
    return (
      <div className={styles.form}>
        <StepHeading headingRef={headingRef} title={verified.title} description={verified.description} />
        <div className={styles.actions}>
          <Button size="l" fullWidth onClick={() => steps.goTo('password')}>
            {t('next')}
          </Button>
        </div>
      </div>
    );
  }
  if (!delivery || !sentTo) return null;
  return (
    <CodeEntry
      ns={purpose}
      target={{ purpose, channel, destination: sentTo }}
      delivery={delivery}
      onDelivery={steps.setDelivery}
      form={steps.codeForm}
      onVerified={steps.onVerified}
      headingRef={headingRef}
      description={description}
      notice={notice}
      submitLabel={submitLabel}
    />
  );
}

export type PasswordStepProps<S extends string> = {
  steps: VerificationSteps<S>;
  onSubmit: (values: PasswordForm) => void;
  submitLabel: string;
  pending?: boolean;
};

/** The new password, with the rule of the wizard's purpose. */
export function PasswordStep<S extends string>({ steps, onSubmit, submitLabel, pending }: PasswordStepProps<S>) {
  const t = useTranslations(`auth.${steps.purpose}`);
  return (
    <form className={styles.form} noValidate onSubmit={steps.passwordForm.handleSubmit(onSubmit)}>
      {/* The rule sits under the field (its hint), read with it. */}
      <StepHeading headingRef={steps.headingRef} title={t('password.title')} />
      {/* Lets password managers save the new password under the verified address. */}
      <input type="text" name="username" autoComplete="username" value={steps.sentTo ?? ''} readOnly hidden />
      <PasswordFields mode={steps.purpose} form={steps.passwordForm} />
      <FormAlert view={steps.alert && !steps.alert.fields ? steps.alert : null} />
      <div className={styles.actions}>
        <Button type="submit" size="l" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
