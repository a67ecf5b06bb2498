import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUCCESS_MS,
  MESSAGE_TO,
  MESSAGE_TO_LABELS,
  SERVICE_INTEREST_LABELS,
  SERVICE_INTERESTS,
  type ContactSource,
} from '../../../../shared/contact-messages.ts';
import type { ContactSubmitResponse } from '../../../../shared/contact.ts';
import { CONTACT_NOTICE } from '../../../../shared/consent-notices.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../../../lib/forms/form-errors.ts';
import { schemasOnDemand } from '../../../lib/forms/schemas-on-demand.ts';
import { useFetcherAnswer } from '../../../lib/forms/use-fetcher-answer.ts';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { ContactFormOutcome } from '../lead-form-outcomes.ts';
import { HoneypotField } from './honeypot-field.tsx';

export interface ContactFormProps {
  source?: ContactSource;
  /** Shown above the fields; `null` leaves the heading out (a dialog has its own). */
  title?: string | null;
  description?: string | null;
  onSuccess?: (data: ContactSubmitResponse['data']) => void;
  onError?: (message: string) => void;
  /** Pre-selects who the message is for (the support dialog: the support team). */
  defaultMessageTo?: (typeof MESSAGE_TO)[number];
  /**
   * The page whose action takes the form (`contactFormAction`), and the
   * outcome of a post the browser made itself (before hydration) to show.
   */
  action?: string;
  outcome?: ContactFormOutcome | undefined;
}

const emptyValues = (messageTo: string) => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  serviceInterest: 'general_inquiry',
  messageTo,
  message: '',
  website: '',
});

type Values = ReturnType<typeof emptyValues>;

const contactSchemas = schemasOnDemand(() => import('../../../../shared/contact.ts'));

const DEFAULT_TITLE = 'Send us a Message';
const DEFAULT_DESCRIPTION = "Fill in the form and we'll get back to you within 24 hours.";

/**
 * The contact form: used on /contact and in
 * the pricing and support dialogs. Every rule is checked here with the
 * server's own schema; all problems are listed at once, and editing clears them.
 */
export function ContactForm({
  source = 'contact_page',
  title = DEFAULT_TITLE,
  description = DEFAULT_DESCRIPTION,
  onSuccess,
  onError,
  defaultMessageTo = 'general_inquiry',
  action = '/contact',
  outcome,
}: ContactFormProps) {
  const [values, setValues] = useState<Values>(() => ({
    ...emptyValues(defaultMessageTo),
    ...(outcome?.kind === 'refused' ? outcome.values : {}),
  }));
  const [problems, setProblems] = useState<FormProblems>(() =>
    outcome?.kind === 'refused' ? outcome.problems : NO_PROBLEMS,
  );
  const fetcher = useFetcher<ContactFormOutcome>();
  const [checking, setChecking] = useState(false);
  const submitting = checking || fetcher.state !== 'idle';
  const [sent, setSent] = useState<(ContactSubmitResponse['data'] & { message: string }) | null>(
    () => (outcome?.kind === 'sent' ? { ...outcome.data, message: outcome.message } : null),
  );
  const form = useRef<HTMLFormElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form, summary);

  useEffect(() => {
    if (!sent) return;
    successHeading.current?.focus();
    const timer = setTimeout(() => setSent(null), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  function update(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems.messages.length) setProblems(NO_PROBLEMS);
  }

  function fail(messages: string[], byField: Record<string, string> = {}) {
    setProblems({ messages, byField });
    onError?.(messages.join(' '));
    // The summary is announced (role=alert); focus goes to the first field to fix.
    focusFirstInvalid();
  }

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.kind === 'refused') return fail(answer.problems.messages, answer.problems.byField);
    setValues(emptyValues(defaultMessageTo));
    setSent({ ...answer.data, message: answer.message });
    onSuccess?.(answer.data);
  });

  /** Checks the form with the server's own schema, then posts it to the action. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const target = event.currentTarget;
    setChecking(true);
    const schemas = await contactSchemas.get();
    setChecking(false);
    const payload = { ...values, source };
    const checked = schemas ? formProblems(schemas.contactSubmitSchema, payload) : NO_PROBLEMS;
    if (checked.messages.length) return fail(checked.messages, checked.byField);
    void fetcher.submit(target);
  }

  if (sent) {
    return (
      <div className="rounded-(--radius-card) border border-green-200 bg-success-50 p-6 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success-700" />
        <h3 ref={successHeading} tabIndex={-1} className="mt-3 text-xl text-success-700">
          Message Sent Successfully!
        </h3>
        <p role="status" className="mt-2 text-ink">
          {sent.message}
        </p>
        <dl className="mx-auto mt-4 grid max-w-md gap-2 text-left text-sm">
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="font-medium">Reference ID</dt>
            <dd className="font-mono break-all">{sent.id}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="font-medium">Estimated Response Time</dt>
            <dd>{sent.estimatedResponseTime}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="font-medium">Submitted</dt>
            <dd>
              <time dateTime={sent.submittedAt}>
                {new Date(sent.submittedAt).toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </dd>
          </div>
        </dl>
        <Button className="mt-6" variant="outline" onClick={() => setSent(null)}>
          Send Another Message
        </Button>
      </div>
    );
  }

  const error = (field: keyof Values) => problems.byField[field];
  return (
    <div>
      {title ? <h2 className="text-2xl sm:text-3xl">{title}</h2> : null}
      {description ? <p className="mt-2 text-muted">{description}</p> : null}
      <fetcher.Form
        ref={form}
        method="post"
        action={action}
        noValidate
        onSubmit={submit}
        onFocus={contactSchemas.warm}
        className="mt-6 grid gap-4"
      >
        {problems.messages.length ? (
          <div ref={summary} tabIndex={-1}>
            <Alert tone="error" title="Please check the form">
              <ul className="mt-1 list-disc ps-5">
                {problems.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Alert>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            error={error('firstName')}
            onChange={(e) => update('firstName', e.target.value)}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={error('lastName')}
            onChange={(e) => update('lastName', e.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={error('email')}
            onChange={(e) => update('email', e.target.value)}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            error={error('phone')}
            onChange={(e) => update('phone', e.target.value)}
          />
        </div>
        <TextField
          label="Company"
          name="company"
          autoComplete="organization"
          value={values.company}
          error={error('company')}
          onChange={(e) => update('company', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Service interest"
            name="serviceInterest"
            value={values.serviceInterest}
            error={error('serviceInterest')}
            onChange={(e) => update('serviceInterest', e.target.value)}
          >
            {SERVICE_INTERESTS.map((value) => (
              <option key={value} value={value}>
                {SERVICE_INTEREST_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Message to"
            name="messageTo"
            required
            value={values.messageTo}
            error={error('messageTo')}
            onChange={(e) => update('messageTo', e.target.value)}
          >
            <option value="">Select a team</option>
            {MESSAGE_TO.map((value) => (
              <option key={value} value={value}>
                {MESSAGE_TO_LABELS[value]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label="Message"
          name="message"
          required
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          error={error('message')}
          hint={`${values.message.length}/${CONTACT_MESSAGE_MAX}`}
          onChange={(e) => update('message', e.target.value)}
        />
        <HoneypotField value={values.website} onChange={(value) => update('website', value)} />
        <input type="hidden" name="source" value={source} />
        <CsrfField />
        <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
          <Send aria-hidden="true" className="size-5" />
          {submitting ? 'Sending...' : 'Send Message'}
        </Button>
        <ConsentNotice notice={CONTACT_NOTICE} />
      </fetcher.Form>
    </div>
  );
}
