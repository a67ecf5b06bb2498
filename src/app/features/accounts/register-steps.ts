import type { registerSchema } from '../../../shared/auth.ts';
import { AUTH_MESSAGES } from '../../../shared/auth-messages.ts';
import { fieldErrors } from '../../lib/forms/form-errors.ts';

/**
 * The registration wizard's steps and their checks, shared by the screen
 * (which moves between steps in the browser) and its action (which does the
 * same for a form the browser posted itself, before the JavaScript ran).
 */
export type StepErrors = Partial<Record<keyof RegisterForm, string>>;

/** The fields of an account the wizard collects (the registration call's body). */
export interface RegisterFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  company: string;
  phone: string;
  jobTitle: string;
  city: string;
  country: string;
}

export type RegisterForm = RegisterFields & { confirmPassword: string; terms: boolean };
export const EMPTY_REGISTER_FORM: RegisterForm = {
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

/** The fields each step of the registration wizard checks before Continue. */
export const STEP_FIELDS: Array<Array<keyof RegisterForm>> = [
  ['firstName', 'lastName', 'email'],
  ['password', 'confirmPassword', 'company', 'jobTitle'],
  ['phone', 'city', 'country', 'terms'],
];
export const STEP_TITLES = ['About you', 'Your password', 'How to reach you'];

/**
 * The problems of one step. Without the schema (it loads on demand in the
 * browser and may not have arrived) only the checks that need none run; the
 * server checks everything again.
 */
export function stepErrors(
  form: RegisterForm,
  step: number,
  schema: typeof registerSchema | undefined,
): StepErrors {
  const all = (schema ? fieldErrors(schema, form) : {}) as StepErrors;
  const errors: StepErrors = {};
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

/** The wizard's fields as a step posted them (the other steps' ride along as hidden inputs). */
export function registerFormOf(values: Record<string, string>): RegisterForm {
  const form: RegisterForm = { ...EMPTY_REGISTER_FORM };
  for (const key of Object.keys(form) as Array<keyof RegisterForm>) {
    if (key === 'terms') form.terms = values['terms'] === 'on';
    else form[key] = values[key] ?? '';
  }
  return form;
}

/** The step a post came from, within the wizard's steps. */
export function postedStepOf(values: Record<string, string>): number {
  return Math.min(Math.max(Number(values['step']) || 0, 0), STEP_TITLES.length - 1);
}
