import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/register.ts';
import { AUTH_MESSAGES } from '../../../../shared/auth-messages.ts';
import { ACCOUNT_NOTICE } from '../../../../shared/consent-notices.ts';
import { CardShell, textLinkClass } from '../../../components/layout/card-shell.tsx';
import { PasswordChecklist } from '../components/password-checklist.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../private-page.ts';
import { useToast } from '../../toast/public.ts';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { registerAction } from '../account-actions.ts';
import { registerClientAction } from '../account-client-actions.ts';
import { accountSchemas } from '../account-schemas.ts';
import {
  EMPTY_REGISTER_FORM,
  STEP_FIELDS,
  STEP_TITLES,
  stepErrors,
  type RegisterFields,
  type RegisterForm as Form,
  type StepErrors,
} from '../register-steps.ts';

export const headers = accountHeaders;

/**
 * The account is created here, before and after hydration alike. Without
 * JavaScript every step posts here too; with it, the screen moves between
 * steps itself and posts the last one.
 */
export const action = registerAction;
export const clientAction = registerClientAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Create your account',
    description:
      'Register for a free 14-day trial, no credit card required: a dashboard, a profile and your own service catalogue.',
    path: '/register',
  });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const submitForm = useSubmit();
  const navigationState = useNavigation().state;
  const busy = navigationState === 'submitting';
  const posted = actionData?.kind === 'step' ? actionData : undefined;
  const [form, setForm] = useState<Form>(posted?.form ?? EMPTY_REGISTER_FORM);
  const [step, setStep] = useState(posted?.step ?? 0);
  const [errors, setErrors] = useState<StepErrors>(posted?.errors ?? {});
  const [serverError, setServerError] = useState(posted?.message ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  // The action's answer, taken once: the account (its session is in the
  // cookie now), or the step to fix with its problems.
  const [seen, setSeen] = useState(actionData);
  if (actionData !== seen) {
    setSeen(actionData);
    if (actionData?.kind === 'step') {
      setForm(actionData.form);
      setStep(actionData.step);
      setErrors(actionData.errors);
      setServerError(actionData.message);
    }
  }
  // Once the pages' data (the header's user) has been read again.
  const signedIn = actionData?.kind === 'signed-in' && navigationState === 'idle';
  useEffect(() => {
    if (!signedIn) return;
    toast.success(AUTH_MESSAGES.registerSuccess);
    void navigate('/dashboard');
  }, [signedIn, toast, navigate]);

  // Moving between steps puts focus on the new step's heading (not on first render).
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
    movedRef.current = true;
  }, [step]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setServerError('');
  };

  const next = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read before the await: React clears currentTarget once the handler returns.
    const target = event.currentTarget;
    if (busy) return;
    const schemas = await accountSchemas.get();
    const found = stepErrors(form, step, schemas?.registerSchema);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid();
      return;
    }
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    // The last step posts everything (the other steps ride along as hidden fields).
    void submitForm(target, { method: 'post' });
  };

  const field = (key: keyof RegisterFields, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={key}
      value={form[key]}
      error={errors[key]}
      onChange={(event) => set(key, event.target.value)}
      {...props}
    />
  );

  return (
    <CardShell
      title="Create your account"
      subtitle="Start your free 14-day trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <ol className="mb-6 grid grid-cols-3 gap-2" aria-label="Registration steps">
        {STEP_TITLES.map((title, index) => (
          <li key={title} aria-current={index === step ? 'step' : undefined} className="text-xs">
            <span
              className={
                index <= step
                  ? 'block h-1.5 rounded-full bg-brand-600'
                  : 'block h-1.5 rounded-full bg-slate-200'
              }
            />
            <span
              className={
                index === step ? 'mt-1 block font-semibold text-ink' : 'mt-1 block text-muted'
              }
            >
              {index + 1}. {title}
            </span>
          </li>
        ))}
      </ol>
      <form
        ref={formRef}
        method="post"
        onSubmit={(event) => void next(event)}
        onFocus={accountSchemas.warm}
        noValidate
        className="grid gap-4"
      >
        {/* Without JavaScript the server moves between steps: it needs the step and
            what the other steps hold. */}
        <input type="hidden" name="step" value={step} />
        {STEP_FIELDS.flatMap((fields, index) => (index === step ? [] : fields)).map((key) =>
          key === 'terms' ? (
            form.terms ? (
              <input key={key} type="hidden" name="terms" value="on" />
            ) : null
          ) : (
            <input key={key} type="hidden" name={key} value={form[key]} />
          ),
        )}
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          Step {step + 1} of 3: {STEP_TITLES[step]}
        </h2>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        {step === 0 ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
              {field('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
            </div>
            {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
          </>
        ) : null}
        {step === 1 ? (
          <>
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              required
              value={form.password}
              error={errors.password}
              hint={<PasswordChecklist password={form.password} />}
              onChange={(event) => set('password', event.target.value)}
            />
            <PasswordField
              label="Confirm password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={form.confirmPassword}
              error={
                errors.confirmPassword ??
                (form.confirmPassword && form.password !== form.confirmPassword
                  ? AUTH_MESSAGES.passwordsDoNotMatch
                  : undefined)
              }
              onChange={(event) => set('confirmPassword', event.target.value)}
            />
            {field('company', 'Company', { autoComplete: 'organization' })}
            {field('jobTitle', 'Job title', { autoComplete: 'organization-title' })}
          </>
        ) : null}
        {step === 2 ? (
          <>
            {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            <div className="grid gap-4 sm:grid-cols-2">
              {field('city', 'City', { autoComplete: 'address-level2' })}
              {field('country', 'Country', { autoComplete: 'country-name' })}
            </div>
            <div>
              <label className="flex items-start gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="terms"
                  checked={form.terms}
                  onChange={(event) => set('terms', event.target.checked)}
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? 'terms-error' : undefined}
                  className="mt-0.5 size-4 accent-brand-600"
                />
                <span>
                  I agree to the{' '}
                  <Link to="/terms-and-conditions" className={textLinkClass}>
                    Terms and Conditions
                  </Link>{' '}
                  and the{' '}
                  <Link to="/privacy-policy" className={textLinkClass}>
                    Privacy Policy
                  </Link>
                  .
                </span>
              </label>
              {errors.terms ? (
                <p id="terms-error" className="mt-1 text-sm font-medium text-danger-700">
                  {errors.terms}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
        <div className="mt-2 flex gap-3">
          {step > 0 ? (
            <Button
              type="submit"
              name="intent"
              value="back"
              formNoValidate
              variant="outline"
              onClick={(event) => {
                event.preventDefault();
                setStep(step - 1);
              }}
              disabled={busy}
            >
              Back
            </Button>
          ) : null}
          <Button type="submit" className="flex-1" disabled={busy}>
            {step < 2 ? 'Continue' : busy ? 'Creating account...' : 'Create account'}
          </Button>
        </div>
        <ConsentNotice notice={ACCOUNT_NOTICE} />
      </form>
    </CardShell>
  );
}
