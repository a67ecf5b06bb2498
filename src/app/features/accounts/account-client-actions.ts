import { AUTH_MESSAGES } from '../../../shared/auth-messages.ts';
import { SESSION_MESSAGES } from '../../../shared/session-messages.ts';
import { answerProblems } from '../../lib/forms/form-errors.ts';
import { unlessUnanswered, type Unanswered } from '../../lib/forms/unanswered.ts';
import type {
  ForgotOutcome,
  ProfileOutcome,
  RegisterOutcome,
  ResetOutcome,
  SignInOutcome,
  VerifyOutcome,
} from './account-actions.ts';
import { PROFILE_FIELDS } from './profile-fields.ts';
import { postedStepOf, registerFormOf } from './register-steps.ts';

/*
 * The account screens' `clientAction`s: each post goes to the route's action
 * as it would without them; when that action is never reached, the screen
 * shows the spec's words for it in place (the server's message when whatever
 * answered gave one) and keeps what was typed, instead of the error page.
 */

/** The answer's own message; else the spec's words for a lost connection, or for a failure. */
const said = (refusal: Unanswered, network: string, failed: string) =>
  refusal.message ?? (refusal.status === 0 ? network : failed);

export const loginClientAction = unlessUnanswered<SignInOutcome>((posted, refusal) => ({
  kind: 'refused',
  message: said(refusal, AUTH_MESSAGES.loginUnexpected, SESSION_MESSAGES.loginFailed),
  email: (posted['email'] ?? '').trim(),
}));

export const registerClientAction = unlessUnanswered<RegisterOutcome>((posted, refusal) => ({
  kind: 'step',
  step: postedStepOf(posted),
  form: registerFormOf(posted),
  errors: {},
  message: said(refusal, AUTH_MESSAGES.registerNetwork, SESSION_MESSAGES.registerFailed),
}));

/** The spec: a failed request still shows the confirmation (it never says whether an account exists). */
export const forgotClientAction = unlessUnanswered<ForgotOutcome>((posted) => ({
  kind: 'sent',
  email: (posted['email'] ?? '').trim(),
}));

export const resetClientAction = unlessUnanswered<ResetOutcome>((_posted, refusal) => ({
  kind: 'refused',
  message:
    refusal.status === 0
      ? AUTH_MESSAGES.network
      : answerProblems(refusal, AUTH_MESSAGES.resetFailed).messages.join(', '),
}));

/** "Need a new link?" answers as the server does (`resent`, with what happened); the verify button fails. */
export const verifyClientAction = unlessUnanswered<VerifyOutcome>((posted, refusal) => ({
  kind: posted['intent'] === 'resend' ? 'resent' : 'failed',
  message: refusal.message ?? AUTH_MESSAGES.network,
}));

export const profileClientAction = unlessUnanswered<ProfileOutcome>((posted, refusal) => {
  const refused = answerProblems(refusal, AUTH_MESSAGES.profileUpdateRetry);
  return {
    kind: 'refused',
    message: refused.messages.join(' '),
    errors: refused.byField,
    values: Object.fromEntries(PROFILE_FIELDS.map((name) => [name, posted[name] ?? ''])),
  };
});
