import { data, redirect, type RouterContextProvider } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth-messages.ts';
import { passwordProblems, registerSchema } from '../../../shared/auth.ts';
import { SESSION_MESSAGES } from '../../../shared/session-messages.ts';
import * as authApi from '../../lib/api/auth.ts';
import { updateProfile } from '../../lib/api/users.ts';
import type { ApiResult } from '../../lib/api/request.ts';
import { answerProblems } from '../../lib/forms/form-errors.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';
import { sessionContext } from '../../lib/request-context.ts';
import {
  postedStepOf,
  registerFormOf,
  STEP_TITLES,
  stepErrors,
  type RegisterForm,
  type StepErrors,
} from './register-steps.ts';
import { PROFILE_FIELDS } from './profile-fields.ts';

/**
 * The account screens' forms: every one posts to its route's action, before
 * and after the page's JavaScript has run alike. Each action makes the API
 * call in-process and answers with the outcome the screen renders. A
 * session the call opens goes to the browser as its HttpOnly cookie
 * (`PageSession.start`), never to page script; the root loader then reads
 * the new user for the header and every screen.
 */

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The status a refused answer is shown with: the API's own, or 503 when it gave none. */
const statusOf = (result: ApiResult<unknown>) =>
  result.ok ? 200 : result.status >= 400 ? result.status : 503;

export type SignInOutcome =
  { kind: 'signed-in' } | { kind: 'refused'; message: string; email: string };

/**
 * The answer that gives the browser the session a call opened. "Remember me"
 * keeps the cookie until the session expires; otherwise it ends with the browser.
 */
function signedIn<T>(
  context: Readonly<RouterContextProvider>,
  session: authApi.SessionAnswer,
  remember: boolean,
  outcome: T,
) {
  const cookie = context
    .get(sessionContext)
    .start(session.token, remember ? session.expiresAt : undefined);
  return data(outcome, { headers: { 'Set-Cookie': cookie } });
}

export async function loginAction({ request, context }: ActionArgs) {
  const values = await postedValues(request);
  const email = (values['email'] ?? '').trim();
  const rememberMe = values['rememberMe'] === 'on';
  const result = await authApi.login(
    { email, password: values['password'] ?? '', rememberMe },
    serverSend(context),
  );
  if (result.ok && result.data) {
    return signedIn<SignInOutcome>(context, result.data, rememberMe, { kind: 'signed-in' });
  }
  return data<SignInOutcome>(
    { kind: 'refused', message: result.message ?? SESSION_MESSAGES.loginFailed, email },
    { status: statusOf(result) },
  );
}

export type ForgotOutcome = { kind: 'sent'; email: string };

/** Always "sent": the answer never tells whether an account exists. */
export async function forgotPasswordAction({ request, context }: ActionArgs) {
  const email = ((await postedValues(request))['email'] ?? '').trim();
  if (email) await authApi.forgotPassword(email, serverSend(context));
  return data<ForgotOutcome>({ kind: 'sent', email });
}

export type ResetOutcome = { kind: 'done' } | { kind: 'refused'; message: string };

export async function resetPasswordAction({ request, context }: ActionArgs) {
  const values = await postedValues(request);
  const password = values['password'] ?? '';
  const refuse = (message: string, status = 400) =>
    data<ResetOutcome>({ kind: 'refused', message }, { status });
  if (password !== (values['confirmPassword'] ?? '')) {
    return refuse(AUTH_MESSAGES.passwordsDoNotMatch);
  }
  if (passwordProblems(password).length > 0) return refuse(AUTH_MESSAGES.passwordPolicy);
  const result = await authApi.resetPassword(values['token'] ?? '', password, serverSend(context));
  if (result.ok) return data<ResetOutcome>({ kind: 'done' });
  return refuse(
    answerProblems(result, AUTH_MESSAGES.resetFailed).messages.join(', '),
    statusOf(result),
  );
}

export type VerifyOutcome =
  | { kind: 'verified'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'resent'; message: string };

/** The verification page has two forms: the verify button and "Need a new link?". */
export async function verifyEmailAction({ request, context }: ActionArgs) {
  const values = await postedValues(request);
  const send = serverSend(context);
  if (values['intent'] === 'resend') {
    // Signed in, the form names no address: the link goes to one's own.
    const email = (values['email'] ?? '').trim();
    const result = await authApi.resendVerification(email ? { email } : {}, send);
    return data<VerifyOutcome>(
      { kind: 'resent', message: result.message ?? AUTH_MESSAGES.verificationSent },
      { status: statusOf(result) },
    );
  }
  const result = await authApi.verifyEmail(values['token'] ?? '', send);
  if (result.ok) {
    return data<VerifyOutcome>({
      kind: 'verified',
      message: result.message ?? AUTH_MESSAGES.verifySuccess,
    });
  }
  return data<VerifyOutcome>(
    { kind: 'failed', message: result.message ?? AUTH_MESSAGES.verifyInvalid },
    { status: statusOf(result) },
  );
}

export type RegisterOutcome =
  | { kind: 'signed-in' }
  | { kind: 'step'; step: number; form: RegisterForm; errors: StepErrors; message: string };

/**
 * The wizard without JavaScript: each step posts everything entered so far
 * (the other steps' fields ride along as hidden inputs), the server checks
 * the steps up to the one posted with the screen's own rules, and answers
 * with the next step, or the first step that needs fixing, or the account.
 */
export async function registerAction({ request, context }: ActionArgs) {
  const values = await postedValues(request);
  const form = registerFormOf(values);
  const posted = postedStepOf(values);
  const stepOutcome = (step: number, errors: StepErrors = {}, message = '', status = 200) =>
    data<RegisterOutcome>({ kind: 'step', step, form, errors, message }, { status });

  if (values['intent'] === 'back') return stepOutcome(Math.max(posted - 1, 0));
  for (let step = 0; step <= posted; step += 1) {
    const errors = stepErrors(form, step, registerSchema);
    if (Object.values(errors).some(Boolean)) return stepOutcome(step, errors, '', 400);
  }
  if (posted < STEP_TITLES.length - 1) return stepOutcome(posted + 1);

  const { confirmPassword: _confirm, terms: _terms, ...fields } = form;
  const result = await authApi.register(fields, serverSend(context));
  if (result.ok && result.data) {
    return signedIn<RegisterOutcome>(context, result.data, false, { kind: 'signed-in' });
  }
  if (result.message === AUTH_MESSAGES.emailTaken) {
    return stepOutcome(0, { email: result.message }, '', statusOf(result));
  }
  const message = answerProblems(result, SESSION_MESSAGES.registerFailed).messages.join(' ');
  return stepOutcome(posted, {}, message, statusOf(result));
}

export type ProfileOutcome = {
  kind: 'refused';
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
};

/**
 * Saves the profile form (multipart: the fields and an optional photo, or
 * `removePhoto`), before and after hydration alike. A success goes back to
 * the profile's view, saying what happened (`?updated=profile`, or `email`
 * when the address changed and must be verified again); a refusal comes back
 * with the problems under their fields and the visitor's text kept.
 */
export async function profileAction({ request, context }: ActionArgs) {
  const posted = await request.formData();
  const text = (name: string) => {
    const value = posted.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, text(name)]));
  const photo = posted.get('photo');
  const send = serverSend(context);
  let body: FormData | Record<string, string>;
  if (photo instanceof File && photo.size > 0) {
    body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    body.append('photo', photo);
  } else {
    body = { ...values, ...(text('removePhoto') === 'on' ? { avatar: '' } : {}) };
  }
  const before = context.get(sessionContext).user;
  const result = await updateProfile(body, send);
  const saved = result.data?.user;
  if (result.ok && saved) {
    const updated = before && saved.email !== before.email ? 'email' : 'profile';
    return redirect(`/profile?updated=${updated}`);
  }
  const refused = answerProblems(result, AUTH_MESSAGES.profileUpdateFailed);
  return data<ProfileOutcome>(
    {
      kind: 'refused',
      message: refused.messages.join(' '),
      errors: refused.byField,
      values,
    },
    { status: statusOf(result) },
  );
}
