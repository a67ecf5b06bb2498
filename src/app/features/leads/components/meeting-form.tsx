import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import {
  MEETING_DURATIONS,
  MEETING_PRIORITIES,
  MEETING_SERVICE_INTEREST_LABELS,
  MEETING_SERVICE_INTERESTS,
  MEETING_SUCCESS_MS,
  MEETING_TIMES,
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  meetingRequestSchema,
  meetingTimeLabel,
} from '../../../../shared/meetings.ts';
import { earliestMeetingDate } from '../../../../shared/time-zones.ts';
import { MEETING_NOTICE } from '../../../../shared/consent-notices.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { formProblems } from '../../../lib/forms/form-errors.ts';
import { useFetcherAnswer } from '../../../lib/forms/use-fetcher-answer.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { MeetingFormOutcome } from '../lead-form-outcomes.ts';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { HoneypotField } from './honeypot-field.tsx';

/** The visitor's zone as the browser knows it (UTC when it will not say). */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const emptyValues = () => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  meetingType: 'consultation',
  subject: '',
  description: '',
  preferredDate: '',
  preferredTime: '',
  duration: '60',
  priority: 'medium',
  serviceInterests: [] as string[],
  website: '',
});
type Values = ReturnType<typeof emptyValues>;

/** The page whose action schedules a meeting (`leadFormsAction`), from whichever page the dialog is on. */
const MEETING_ACTION = '/contact';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="mb-2 text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The Schedule a Meeting form: four sections; busy while
 * sending; a green panel for 3 s, then reset and close; a red panel that
 * stays until the dialog is opened again.
 */
export function MeetingForm({ source, onClose }: { source: string; onClose: () => void }) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<
    | { kind: 'editing' }
    | { kind: 'busy' }
    | { kind: 'success' }
    | { kind: 'error'; message: string; list: string[] }
  >({ kind: 'editing' });
  const [timeZone] = useState(browserTimeZone);
  const fetcher = useFetcher<MeetingFormOutcome>();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const panel = useRef<HTMLDivElement>(null);
  const earliest = earliestMeetingDate(timeZone);
  // The caller may pass a new function on every render; the 3 s timer must not restart.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (state.kind === 'success' || state.kind === 'error') panel.current?.focus();
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => {
      setValues(emptyValues());
      setState({ kind: 'editing' });
      closeRef.current();
    }, MEETING_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state]);

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'busy') return;
    const payload = { ...values, duration: Number(values.duration), timezone: timeZone, source };
    const checked = formProblems(meetingRequestSchema, payload);
    if (checked.messages.length) {
      setErrors(checked.byField);
      focusFirstInvalid();
      return;
    }
    setState({ kind: 'busy' });
    void fetcher.submit(event.currentTarget);
  }

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.kind === 'scheduled') return setState({ kind: 'success' });
    setErrors(answer.problems.byField);
    setState({
      kind: 'error',
      message: answer.message,
      list: answer.problems.messages.length > 1 ? answer.problems.messages : [],
    });
  });

  if (state.kind === 'success') {
    return (
      <div
        ref={panel}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-green-200 bg-success-50 p-6 text-center text-success-700"
      >
        <CircleCheck aria-hidden="true" className="mx-auto size-12" />
        <h3 className="mt-3 text-lg">Meeting Scheduled Successfully!</h3>
        <p className="mt-1 text-ink">
          Our team will contact you soon to confirm the details and send a calendar invitation.
        </p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div
        ref={panel}
        tabIndex={-1}
        role="alert"
        className="rounded-lg border border-red-200 bg-danger-50 p-6 text-danger-700"
      >
        <CircleAlert aria-hidden="true" className="size-8" />
        <h3 className="mt-2 text-lg">Error Scheduling Meeting</h3>
        <p className="mt-1">{state.message}</p>
        {state.list.length ? (
          <ul className="mt-2 list-disc ps-5">
            {state.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        <Button className="mt-4" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }

  const busy = state.kind === 'busy';
  return (
    <fetcher.Form
      method="post"
      action={MEETING_ACTION}
      ref={form}
      noValidate
      onSubmit={submit}
      className="grid gap-5"
    >
      <CsrfField />
      <input type="hidden" name="intent" value="meeting" />
      <input type="hidden" name="timezone" value={timeZone} />
      <input type="hidden" name="source" value={source} />
      <Section title="Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            error={errors['firstName']}
            onChange={(e) => update('firstName', e.target.value)}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors['lastName']}
            onChange={(e) => update('lastName', e.target.value)}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors['email']}
          onChange={(e) => update('email', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            error={errors['phone']}
            onChange={(e) => update('phone', e.target.value)}
          />
          <TextField
            label="Company"
            name="company"
            autoComplete="organization"
            value={values.company}
            error={errors['company']}
            onChange={(e) => update('company', e.target.value)}
          />
        </div>
      </Section>

      <Section title="Meeting Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Meeting type"
            name="meetingType"
            required
            value={values.meetingType}
            error={errors['meetingType']}
            onChange={(e) => update('meetingType', e.target.value)}
          >
            {MEETING_TYPES.map((type) => (
              <option key={type} value={type}>
                {MEETING_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Duration"
            name="duration"
            value={values.duration}
            error={errors['duration']}
            onChange={(e) => update('duration', e.target.value)}
          >
            {MEETING_DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="Subject"
          name="subject"
          required
          value={values.subject}
          error={errors['subject']}
          onChange={(e) => update('subject', e.target.value)}
        />
        <TextAreaField
          label="What would you like to discuss?"
          name="description"
          rows={3}
          value={values.description}
          error={errors['description']}
          onChange={(e) => update('description', e.target.value)}
        />
        <SelectField
          label="Priority"
          name="priority"
          value={values.priority}
          error={errors['priority']}
          onChange={(e) => update('priority', e.target.value)}
        >
          {MEETING_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {priority[0]!.toUpperCase() + priority.slice(1)}
            </option>
          ))}
        </SelectField>
      </Section>

      <Section title="Scheduling Preferences">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Preferred date"
            name="preferredDate"
            type="date"
            min={earliest}
            value={values.preferredDate}
            error={errors['preferredDate']}
            onChange={(e) => update('preferredDate', e.target.value)}
          />
          <SelectField
            label="Preferred time"
            name="preferredTime"
            value={values.preferredTime}
            error={errors['preferredTime']}
            onChange={(e) => update('preferredTime', e.target.value)}
          >
            <option value="">Any time</option>
            {MEETING_TIMES.map((time) => (
              <option key={time} value={time}>
                {meetingTimeLabel(time)}
              </option>
            ))}
          </SelectField>
        </div>
        <p className="text-sm text-muted">
          Times are in your time zone: <strong className="font-medium text-ink">{timeZone}</strong>
        </p>
      </Section>

      <Section title="Service Interests">
        <div className="grid gap-2 sm:grid-cols-2">
          {MEETING_SERVICE_INTERESTS.map((interest) => (
            <label key={interest} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="serviceInterests"
                value={interest}
                className="size-4 accent-brand-600"
                checked={values.serviceInterests.includes(interest)}
                onChange={(e) =>
                  update(
                    'serviceInterests',
                    e.target.checked
                      ? [...values.serviceInterests, interest]
                      : values.serviceInterests.filter((item) => item !== interest),
                  )
                }
              />
              {MEETING_SERVICE_INTEREST_LABELS[interest]}
            </label>
          ))}
        </div>
      </Section>
      <HoneypotField value={values.website} onChange={(value) => update('website', value)} />

      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Scheduling...' : 'Schedule Meeting'}
        </Button>
      </div>
      <ConsentNotice notice={MEETING_NOTICE} />
    </fetcher.Form>
  );
}
