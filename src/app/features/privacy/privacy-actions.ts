import { data, type RouterContextProvider } from 'react-router';
import { PRIVACY_MESSAGES } from '../../../shared/privacy-messages.ts';
import { confirmErasure, requestPrivacy } from '../../lib/api/privacy.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';

/** What a privacy page shows after its form was sent. */
export interface PrivacyOutcome {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]> | undefined;
}

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const FAILED = 'Something went wrong. Please try again in a moment.';

/** /privacy/request: the address and the choice, sent to the API (the same answer for every address). */
export async function privacyRequestAction({ request, context }: ActionArgs) {
  const values = await postedValues(request);
  const action =
    values['action'] === 'export' || values['action'] === 'erase' ? values['action'] : '';
  const result = await requestPrivacy(
    { email: values['email'] ?? '', action },
    serverSend(context),
  );
  return data<PrivacyOutcome>(
    { ok: result.ok, message: result.message ?? FAILED, fieldErrors: result.fieldErrors },
    { status: result.ok ? 200 : result.status >= 400 ? result.status : 503 },
  );
}

/** /privacy/confirm: the erasure link's button. */
export async function privacyEraseAction({ request, context }: ActionArgs) {
  const values = await postedValues(request);
  const result = await confirmErasure(values['token'] ?? '', serverSend(context));
  return data<PrivacyOutcome>(
    { ok: result.ok, message: result.message ?? (result.ok ? PRIVACY_MESSAGES.erased : FAILED) },
    { status: result.ok ? 200 : result.status >= 400 ? result.status : 503 },
  );
}
