import type { Route } from './+types/site-settings.ts';
import { SETTINGS_MESSAGES as M } from '../../../../shared/settings-messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { SettingsForm } from '../components/settings-form.tsx';
import { settingsAction, settingsData } from '../settings-data.ts';

export const headers = accountHeaders;

/** Every setting in effect, its default and whether it is set here; administrators only. */
export const loader = ({ context }: Route.LoaderArgs) => settingsData(context);

/** Save, Reset to default and the lists' edits: every button of the form posts here. */
export const action = ({ context, request }: Route.ActionArgs) => settingsAction(context, request);

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Site settings',
    description: 'The company’s facts, the header’s and footer’s links, the time zone and e-mail.',
    path: '/dashboard/settings',
  });
}

/**
 * Administrators: the site settings. A value saved here wins over the
 * environment's until it is reset; it shows on every instance's next page.
 */
export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffGuard permission="settings.manage">
      {loaderData.denied ? null : (
        <div className="container-page section grid gap-6">
          <header className="grid gap-2">
            <h1 className="text-3xl font-bold text-ink">Site settings</h1>
            <p className="text-muted">
              What every page and e-mail shows of the company. A value saved here replaces the
              server’s default until you reset it; every change is written to the audit log.
            </p>
          </header>
          {loaderData.view ? (
            <SettingsForm view={loaderData.view} outcome={actionData} />
          ) : (
            <Alert tone="error">{M.loadFailed}</Alert>
          )}
        </div>
      )}
    </StaffGuard>
  );
}
