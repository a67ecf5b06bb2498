import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/register.ts';
import { registerSchema } from '../../shared/auth.ts';
import { AUTH_MESSAGES } from '../../shared/auth-messages.ts';
import { AuthShell, textLinkClass } from '../components/pages/auth/auth-shell.tsx';
import { PasswordChecklist } from '../components/pages/auth/password-checklist.tsx';
import { PasswordField } from '../components/pages/auth/password-field.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/field.tsx';
import { accountHeaders, accountMeta } from '../features/auth/account-page.ts';
import { useAuth, type RegisterFields } from '../features/auth/auth-context.ts';
import { fieldErrors, focusFirstInvalid } from '../lib/form-errors.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Create your account',
    description:
      'Register for a free 14-day trial, no credit card required: a dashboard, a profile and your own service catalogue.',
    path: '/register',
  });
}

type Form = RegisterFields & { confirmPassword: string; terms: boolean };
const EMPTY: Form = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  company: '',
  jobTitle: '',
  phone: '',
  city: '',
  country: '',
  terms: false,
};

/** The fields each step checks before Continue (spec 02 section 4, registration wizard). */
const STEP_FIELDS: Array<Array<keyof Form>> = [
  ['firstName', 'lastName', 'email'],
  ['password', 'confirmPassword', 'company', 'jobTitle'],
  ['phone', 'city', 'country', 'terms'],
];
const STEP_TITLES = ['About you', 'Your password', 'How to reach you'];

function stepErrors(form: Form, step: number): Partial<Record<keyof Form, string>> {
  const all = fieldErrors(registerSchema, form) as Partial<Record<keyof Form, string>>;
  const errors: Partial<Record<keyof Form, string>> = {};
  for (const field of STEP_FIELDS[step] ?? []) if (all[field]) errors[field] = all[field];
  if (step === 1) {
    if (!form.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.confirmPasswordRequired;
    else if (form.password !== form.confirmPassword) {
      errors.confirmPassword = AUTH_MESSAGES.passwordsDoNotMatch;
    }
  }
  if (step === 2 && !form.terms) errors.terms = AUTH_MESSAGES.termsRequired;
  return errors;
}

export default function Register() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

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

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = stepErrors(form, step);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    void submit();
  };

  const submit = async () => {
    setBusy(true);
    const { confirmPassword: _c, terms: _t, ...fields } = form;
    const result = await register(fields);
    setBusy(false);
    if (result.ok) {
      void navigate('/dashboard');
      return;
    }
    if (result.message === AUTH_MESSAGES.emailTaken) {
      setErrors({ email: result.message });
      setStep(0);
      return;
    }
    setServerError(result.errors?.join(' ') || result.message);
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
    <AuthShell
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
      <form ref={formRef} onSubmit={next} noValidate className="grid gap-4">
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
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={busy}>
              Back
            </Button>
          ) : null}
          <Button type="submit" className="flex-1" disabled={busy}>
            {step < 2 ? 'Continue' : busy ? 'Creating account...' : 'Create account'}
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}
