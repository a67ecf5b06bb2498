import { data, type RouterContextProvider } from 'react-router';
import { PRIVACY_MESSAGES } from '../../../shared/privacy-messages.ts';
import { erasePerson, personData, privacyAudit } from '../../lib/api/privacy.ts';
import { listSearch } from '../../lib/api/request.ts';
import { pageSend, postedValues, serverSend } from '../../lib/forms/page-forms.ts';
import { NOT_STAFF, pageOf, staffOf } from '../../lib/forms/staff-loader.ts';

type Context = Readonly<RouterContextProvider>;

/** The person view's address for an address, and with `confirm` its erasure's confirmation. */
export const personHref = (email: string, confirm?: 'erase') =>
  `/dashboard/leads/person${listSearch({ email, confirm })}`;

/** The audit log's address for a page. */
export const auditHref = (page: number) =>
  `/dashboard/leads/privacy${listSearch({ page: page > 1 ? page : undefined })}`;

/**
 * The person view, read on the server for the session's user: everything
 * held about the address the URL names (`?email=`), its consent history and
 * its exports and erasures; `&confirm=erase` asks for the erasure's
 * confirmation.
 */
export async function personPageData(context: Context, url: URL) {
  if (!staffOf(context, 'privacy.manage')) return NOT_STAFF;
  const email = url.searchParams.get('email')?.trim() ?? '';
  const empty = { denied: false as const, email, person: null, error: undefined };
  if (!email) return { ...empty, confirming: false };
  const result = await personData(email, pageSend(context));
  return {
    ...empty,
    person: result.ok && result.data ? result.data : null,
    error: result.ok ? undefined : (result.message ?? PRIVACY_MESSAGES.staffRequestFailed),
    confirming: url.searchParams.get('confirm') === 'erase',
  };
}

/** What the person view shows after the erasure's form was sent. */
export interface ErasureOutcome {
  ok: boolean;
  message: string;
}

/** The erasure's confirmed form (`intent=erase`): the API erases, the loader reads again. */
export async function personAction(context: Context, request: Request) {
  const values = await postedValues(request);
  if (values['intent'] !== 'erase') {
    return data<ErasureOutcome>(
      { ok: false, message: PRIVACY_MESSAGES.staffRequestFailed },
      { status: 400 },
    );
  }
  const result = await erasePerson(values['email'] ?? '', serverSend(context));
  return data<ErasureOutcome>(
    {
      ok: result.ok,
      message:
        result.message ??
        (result.ok ? PRIVACY_MESSAGES.staffErased : PRIVACY_MESSAGES.staffRequestFailed),
    },
    { status: result.ok ? 200 : result.status >= 400 ? result.status : 503 },
  );
}

/** The audit log, read on the server: the page the URL names (`?page=`), newest first. */
export async function auditPageData(context: Context, url: URL) {
  if (!staffOf(context, 'audit.read')) return NOT_STAFF;
  const page = pageOf(url, 10_000);
  const result = await privacyAudit(page, pageSend(context));
  return {
    denied: false as const,
    page,
    entries: result.ok && result.data ? result.data.entries : [],
    pages: result.ok && result.data ? result.data.pagination.pages : 1,
    error: result.ok ? undefined : (result.message ?? PRIVACY_MESSAGES.auditFailed),
  };
}
