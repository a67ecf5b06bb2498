import { data, type RouterContextProvider } from 'react-router';
import { SETTINGS_MESSAGES as M, type SettingValues } from '../../../shared/settings.ts';
import { uploadBlogImage } from '../../lib/api/blog.ts';
import { resetSiteSetting, saveSiteSettings, siteSettings } from '../../lib/api/settings.ts';
import { pageSend, serverSend } from '../../lib/forms/page-forms.ts';
import { NOT_STAFF, staffOf } from '../../lib/forms/staff-loader.ts';
import {
  editList,
  firstByPath,
  imageProblems,
  intentOf,
  OG_IMAGE_FILE,
  settingsFromForm,
} from './settings-form.ts';
import { settingsProblems } from './settings-problems.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The settings screen's data, read on the server for the session's user:
 * administrators only (a visitor goes to /login, anyone else reads nothing
 * and gets Access Denied); null when the settings could not be read.
 */
export async function settingsData(context: Context) {
  if (!staffOf(context, 'settings.manage')) return NOT_STAFF;
  const result = await siteSettings(pageSend(context));
  return { denied: false as const, view: result.ok && result.data ? result.data : null };
}

/**
 * What the form shows after a press: the outcome's message, and for a save
 * refused or a list edited, the values as posted (with the problems under
 * their fields) instead of the saved ones. `revision` tells the form to
 * take the values again.
 */
export interface SettingsOutcome {
  ok: boolean;
  message: string;
  draft?: Partial<SettingValues> | undefined;
  errors: Record<string, string>;
  revision: string;
}

/**
 * The form's buttons: Save settings (checked by the shared rules, a new
 * share image stored through the posts' image pipeline, then every field
 * sent to PUT /api/settings, which keeps what changed, all or nothing),
 * Reset to default (DELETE /api/settings/:key), and the lists' Add, Remove,
 * Up and Down (the posted values changed and shown again, unsaved).
 */
export async function settingsAction(context: Context, request: Request) {
  const form = await request.formData();
  const intent = intentOf(form.get('intent'));
  const values = settingsFromForm(form);
  const send = serverSend(context);
  const answer = (outcome: Omit<SettingsOutcome, 'revision'>, status = 200) =>
    data<SettingsOutcome>({ ...outcome, revision: crypto.randomUUID() }, { status });
  const refused = (
    result: {
      status: number;
      message?: string | undefined;
      fieldErrors?: Record<string, string[]> | undefined;
    },
    draft?: Partial<SettingValues>,
  ) =>
    answer(
      {
        ok: false,
        message: result.message ?? M.saveFailed,
        draft,
        errors: firstByPath(result.fieldErrors ?? {}),
      },
      result.status >= 400 ? result.status : 503,
    );

  if (intent.kind === 'edit') {
    return answer({ ok: true, message: M.listEdited, draft: editList(values, intent), errors: {} });
  }
  if (intent.kind === 'reset') {
    const result = await resetSiteSetting(intent.key, send);
    if (!result.ok) return refused(result);
    return answer({ ok: true, message: result.message ?? M.reset, errors: {} });
  }
  const file = form.get(OG_IMAGE_FILE);
  const newImage = file instanceof File && file.size > 0 ? file : undefined;
  const alt = String(form.get('ogImage.alt') ?? '');
  // Checked before the image is stored, so a refused save leaves no upload behind.
  const errors = { ...settingsProblems(values), ...imageProblems(newImage !== undefined, alt) };
  if (Object.keys(errors).length > 0) {
    return answer({ ok: false, message: M.saveFailed, draft: values, errors }, 400);
  }
  if (newImage) {
    const upload = new FormData();
    upload.append('image', newImage);
    const stored = await uploadBlogImage(upload, send);
    if (!stored.ok || !stored.data) {
      return answer(
        {
          ok: false,
          message: stored.message ?? M.saveFailed,
          draft: values,
          errors: { 'ogImage.src': stored.message ?? M.ogImageInvalid },
        },
        stored.status >= 400 ? stored.status : 503,
      );
    }
    const { url, width, height } = stored.data;
    values.ogImage = { src: url, alt: alt.trim(), width, height };
  }
  const result = await saveSiteSettings(values, send);
  if (!result.ok) return refused(result, values);
  return answer({ ok: true, message: result.message ?? M.saved, errors: {} });
}
