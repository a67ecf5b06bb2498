import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import {
  SETTING_LABELS as LABELS,
  SETTINGS_LIMITS as L,
  type SettingKey,
  type SettingValues,
} from '../../../../shared/settings-messages.ts';
import type { SettingsView } from '../../../../shared/settings.ts';
import type { SiteLink } from '../../../../shared/site-settings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { schemasOnDemand } from '../../../lib/forms/schemas-on-demand.ts';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { SettingsOutcome } from '../settings-data.ts';
import { imageProblems, intentOf, OG_IMAGE_FILE, settingsFromForm } from '../settings-form.ts';

const problems = schemasOnDemand(() => import('../settings-problems.ts'));

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type Errors = Record<string, string>;

/** A setting's group: its heading, whether it is set here, and its Reset to default. */
function SettingGroup({
  settingKey,
  view,
  children,
  hint,
}: {
  settingKey: SettingKey;
  view: SettingsView;
  children: ReactNode;
  hint?: ReactNode;
}) {
  const changed = view.changed[settingKey];
  return (
    <fieldset className="grid gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)">
      <legend className="sr-only">{LABELS[settingKey]}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink" aria-hidden="true">
          {LABELS[settingKey]}
        </h2>
        {changed ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>Set here {when.format(new Date(changed.at))}</span>
            <Button
              type="submit"
              name="intent"
              value={`reset:${settingKey}`}
              variant="ghost"
              size="sm"
              aria-label={`Reset ${LABELS[settingKey].toLowerCase()} to default`}
            >
              Reset to default
            </Button>
          </div>
        ) : (
          <span className="text-sm text-muted">Default (from the environment)</span>
        )}
      </div>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** One list's Up, Down and Remove buttons for a row (each posts the form: works without JavaScript). */
function RowButtons({
  path,
  index,
  count,
  noun,
}: {
  path: string;
  index: number;
  count: number;
  noun: string;
}) {
  const item = `${path}.${index}`;
  const name = `${noun} ${index + 1}`;
  const buttons = [
    { op: 'up', Icon: ArrowUp, label: `Move ${name} up`, disabled: index === 0 },
    { op: 'down', Icon: ArrowDown, label: `Move ${name} down`, disabled: index === count - 1 },
    { op: 'remove', Icon: Trash2, label: `Remove ${name}`, disabled: false },
  ] as const;
  return (
    <div className="flex items-end gap-1">
      {buttons.map(({ op, Icon, label, disabled }) => (
        <Button
          key={op}
          type="submit"
          name="intent"
          value={`${op}:${item}`}
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={label}
        >
          <Icon aria-hidden="true" className="size-4" />
        </Button>
      ))}
    </div>
  );
}

/** A list of links (text and target) with Add, Up, Down and Remove. */
function LinkRows({
  path,
  links,
  errors,
  noun,
}: {
  path: string;
  links: readonly SiteLink[];
  errors: Errors;
  noun: string;
}) {
  return (
    <div className="grid gap-3">
      {errors[path] ? (
        <p id={`${path}-error`} className="text-sm font-medium text-danger-700">
          {errors[path]}
        </p>
      ) : null}
      <ol className="grid gap-3">
        {links.map((link, index) => (
          <li key={index} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
            <TextField
              label={`${noun} ${index + 1} text`}
              name={`${path}.${index}.label`}
              defaultValue={link.label}
              maxLength={L.linkLabel}
              error={errors[`${path}.${index}.label`]}
            />
            <TextField
              label={`${noun} ${index + 1} target`}
              name={`${path}.${index}.href`}
              defaultValue={link.href}
              error={errors[`${path}.${index}.href`]}
              inputMode="url"
            />
            <RowButtons path={path} index={index} count={links.length} noun={noun} />
          </li>
        ))}
      </ol>
      <div>
        <Button type="submit" name="intent" value={`add:${path}`} variant="outline" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          Add {noun.toLowerCase()}
        </Button>
      </div>
    </div>
  );
}

/**
 * Administrators' site settings: one form, read from the loader and posted
 * to the route's action with every button (Save, each setting's Reset to
 * default, the lists' Add, Up, Down and Remove), with or without
 * JavaScript. Once hydrated, Save checks the shared rules first and shows
 * each problem under its field without a round trip.
 */
export function SettingsForm({
  view,
  outcome,
}: {
  view: SettingsView;
  /** The action's answer: its message, and unsaved values with their problems. */
  outcome: SettingsOutcome | undefined;
}) {
  const values: SettingValues = { ...view.values, ...outcome?.draft };
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  // The answer's problems, then those the form finds itself; a new answer starts again.
  const [checked, setChecked] = useState<{ revision: string | undefined; errors: Errors }>();
  const errors =
    checked && checked.revision === outcome?.revision ? checked.errors : (outcome?.errors ?? {});

  async function check(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (intentOf(submitter?.getAttribute('value')).kind !== 'save') return;
    event.preventDefault();
    const target = event.currentTarget;
    const posted = new FormData(target);
    const file = posted.get(OG_IMAGE_FILE);
    const rules = await problems.get();
    const found = {
      ...rules?.settingsProblems(settingsFromForm(posted)),
      ...imageProblems(
        file instanceof File && file.size > 0,
        String(posted.get('ogImage.alt') ?? ''),
      ),
    };
    setChecked({ revision: outcome?.revision, errors: found });
    if (Object.keys(found).length > 0) {
      focusInvalid();
      return;
    }
    void submit(submitter instanceof HTMLButtonElement ? submitter : target, {
      method: 'post',
      encType: 'multipart/form-data',
    });
  }

  const field = (
    key: 'companyName' | 'phone' | 'email' | 'timeZone' | 'digestSchedule' | 'replyTo',
  ) => ({ name: key, defaultValue: values[key], error: errors[key] }) as const;

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      onFocus={problems.warm}
      onSubmit={(event) => void check(event)}
      className="grid gap-6"
      key={outcome?.revision ?? 'saved'}
    >
      <CsrfField />
      <div aria-live="polite">
        {outcome?.message ? (
          <Alert tone={outcome.ok ? (outcome.draft ? 'info' : 'success') : 'error'}>
            {outcome.message}
          </Alert>
        ) : null}
      </div>

      <SettingGroup settingKey="companyName" view={view}>
        <TextField
          label="Company name"
          required
          maxLength={L.companyName}
          {...field('companyName')}
        />
      </SettingGroup>
      <SettingGroup
        settingKey="description"
        view={view}
        hint="Shown in the footer, the RSS feed and search results."
      >
        <TextAreaField
          label="Description"
          name="description"
          required
          rows={3}
          maxLength={L.description}
          defaultValue={values.description}
          error={errors['description']}
        />
      </SettingGroup>
      <SettingGroup settingKey="phone" view={view}>
        <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
      </SettingGroup>
      <SettingGroup
        settingKey="email"
        view={view}
        hint="Shown on every page; leads are e-mailed to it."
      >
        <TextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
      </SettingGroup>
      <SettingGroup settingKey="address" view={view}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['street', 'Street'],
              ['city', 'City'],
              ['region', 'Region'],
              ['postalCode', 'Postal code'],
              ['country', 'Country'],
            ] as const
          ).map(([part, label]) => (
            <TextField
              key={part}
              label={label}
              name={`address.${part}`}
              defaultValue={values.address[part]}
              maxLength={L.addressLine}
              error={errors[`address.${part}`]}
            />
          ))}
        </div>
      </SettingGroup>
      <SettingGroup settingKey="social" view={view} hint="Each an https:// address.">
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ['linkedin', 'LinkedIn'],
              ['twitter', 'X (Twitter)'],
              ['facebook', 'Facebook'],
              ['youtube', 'YouTube'],
            ] as const
          ).map(([network, label]) => (
            <TextField
              key={network}
              label={label}
              name={`social.${network}`}
              type="url"
              defaultValue={values.social[network]}
              error={errors[`social.${network}`]}
            />
          ))}
        </div>
      </SettingGroup>
      <SettingGroup
        settingKey="navigation"
        view={view}
        hint="In order; the first comes before the Services menu. A target is a path on this site (/about) or an https:// address."
      >
        <LinkRows path="navigation" links={values.navigation} errors={errors} noun="Link" />
      </SettingGroup>
      <SettingGroup
        settingKey="servicesMenu"
        view={view}
        hint="Empty: the header has no Services menu."
      >
        <LinkRows
          path="servicesMenu"
          links={values.servicesMenu}
          errors={errors}
          noun="Service link"
        />
      </SettingGroup>
      <SettingGroup settingKey="footerColumns" view={view}>
        {errors['footerColumns'] ? (
          <p className="text-sm font-medium text-danger-700">{errors['footerColumns']}</p>
        ) : null}
        <ol className="grid gap-4">
          {values.footerColumns.map((column, index) => (
            <li key={index} className="grid gap-3 rounded-lg border border-line p-4">
              <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
                <TextField
                  label={`Column ${index + 1} heading`}
                  name={`footerColumns.${index}.heading`}
                  defaultValue={column.heading}
                  maxLength={L.linkLabel}
                  error={errors[`footerColumns.${index}.heading`]}
                />
                <RowButtons
                  path="footerColumns"
                  index={index}
                  count={values.footerColumns.length}
                  noun="Column"
                />
              </div>
              <LinkRows
                path={`footerColumns.${index}.links`}
                links={column.links}
                errors={errors}
                noun={`Column ${index + 1} link`}
              />
            </li>
          ))}
        </ol>
        <div>
          <Button type="submit" name="intent" value="add:footerColumns" variant="outline" size="sm">
            <Plus aria-hidden="true" className="size-4" />
            Add column
          </Button>
        </div>
      </SettingGroup>
      <SettingGroup
        settingKey="ogImage"
        view={view}
        hint="What link previews show for a page without an image of its own. Default: the logo on a blue background."
      >
        {values.ogImage ? (
          <img
            src={values.ogImage.src}
            alt=""
            className="max-h-40 w-auto rounded-lg border border-line"
            {...(values.ogImage.width ? { width: values.ogImage.width } : {})}
            {...(values.ogImage.height ? { height: values.ogImage.height } : {})}
          />
        ) : null}
        <input type="hidden" name="ogImage.src" value={values.ogImage?.src ?? ''} />
        <input type="hidden" name="ogImage.width" value={values.ogImage?.width ?? ''} />
        <input type="hidden" name="ogImage.height" value={values.ogImage?.height ?? ''} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="og-image-file" className="mb-1 block text-sm font-medium text-ink">
              {values.ogImage ? 'Replace the image' : 'Upload an image'}
            </label>
            <input
              id="og-image-file"
              type="file"
              name={OG_IMAGE_FILE}
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="block w-full text-sm"
              aria-describedby={errors['ogImage.src'] ? 'og-image-error' : undefined}
            />
            {errors['ogImage.src'] ? (
              <p id="og-image-error" className="mt-1 text-sm font-medium text-danger-700">
                {errors['ogImage.src']}
              </p>
            ) : null}
          </div>
          <TextField
            label="Image description"
            name="ogImage.alt"
            defaultValue={values.ogImage?.alt ?? ''}
            maxLength={L.alt}
            error={errors['ogImage.alt']}
          />
        </div>
      </SettingGroup>
      <SettingGroup
        settingKey="timeZone"
        view={view}
        hint="Meeting times and the digest's time are in it."
      >
        <TextField
          label="Time zone"
          hint="An IANA zone, such as Asia/Kolkata or Europe/London."
          {...field('timeZone')}
        />
      </SettingGroup>
      <SettingGroup settingKey="digestSchedule" view={view}>
        <TextField
          label="Digest schedule"
          hint='A weekday and a 24-hour time in the time zone above, such as "mon 09:00".'
          {...field('digestSchedule')}
        />
      </SettingGroup>
      <SettingGroup
        settingKey="replyTo"
        view={view}
        hint="Replies to the site's e-mails go here (a lead's e-mail to staff answers the visitor)."
      >
        <TextField label="Reply-to address" type="email" autoComplete="off" {...field('replyTo')} />
      </SettingGroup>

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </Button>
        <p className="text-sm text-muted">
          Only what you changed is saved; the rest keeps its source.
        </p>
      </div>
    </Form>
  );
}
