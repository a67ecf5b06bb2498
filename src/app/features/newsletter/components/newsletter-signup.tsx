import { Mail, Send } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SUCCESS_MS,
} from '../../../../shared/newsletter-messages.ts';
import type * as NewsletterSchemas from '../../../../shared/newsletter.ts';
import type { NewsletterSubscribeInput } from '../../../../shared/newsletter.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFetcherAnswer } from '../../../lib/forms/use-fetcher-answer.ts';
import { lazyHydrated } from '../../../lib/hydration/lazy-hydrated.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { NewsletterOutcome } from '../newsletter-outcomes.ts';

export type NewsletterVariant = 'card' | 'compact' | 'popup';

interface NewsletterSignupProps {
  variant?: NewsletterVariant;
  /** Where the sign-up happened; stored with the subscription (default: blog). */
  source?: string;
  showNameFields?: boolean;
  title?: string;
  description?: string;
  className?: string;
}

const defaults = {
  title: 'Subscribe to our newsletter',
  description:
    'Dynamics 365 and Power Platform insights, case studies and industry news. No spam, unsubscribe at any time.',
};

/** The page whose action takes every sign-up, before and after hydration alike. */
export const NEWSLETTER_SUBSCRIBE_PATH = '/newsletter/subscribe';

/*
 * The consent notice under the button is inline in the first HTML (its link
 * works as plain HTML) and hydrates when its code arrives: the notices are
 * not part of the first load of the home page and the blog (lazyHydrated).
 * Each element is made once, so the form's updates never reach its boundary.
 */
const NewsletterNotice = lazyHydrated(() => import('./newsletter-notice.tsx'));
const compactNotice = (
  <Suspense>
    <NewsletterNotice className="mt-2" />
  </Suspense>
);
const cardNotice = (
  <Suspense>
    <NewsletterNotice />
  </Suspense>
);

/** The newsletter sign-up in its three layouts: card, compact inline and popup. */
export function NewsletterSignup({ variant = 'card', ...props }: NewsletterSignupProps) {
  if (variant === 'popup') return <NewsletterPopup {...props} />;
  return <NewsletterForm variant={variant} {...props} />;
}

/**
 * The shared schema (and with it zod) loads when a visitor first focuses a
 * newsletter form or submits it, never with the page.
 */
let schemaModule: Promise<typeof NewsletterSchemas> | undefined;
function loadSchema() {
  schemaModule ??= import('../../../../shared/newsletter.ts').catch((error: unknown) => {
    schemaModule = undefined; // a later attempt may succeed (e.g. back online)
    throw error;
  });
  return schemaModule;
}
const warmSchema = () => void loadSchema().catch(() => undefined);

/**
 * A sign-up form's state: checked with the shared schema in the browser,
 * then posted to the sign-up page's action by a fetcher (the same action a
 * browser without JavaScript posts to). `onSubscribed` runs once per success.
 */
function useNewsletterForm(source: string, onSubscribed: () => void) {
  const fetcher = useFetcher<NewsletterOutcome>();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) return setError(answer.message);
    setSuccess(answer.message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSuccess(undefined), NEWSLETTER_SUCCESS_MS);
    onSubscribed();
  });

  async function submit(
    target: HTMLFormElement,
    input: Omit<NewsletterSubscribeInput, 'source'>,
  ): Promise<void> {
    setError(undefined);
    setSuccess(undefined);
    setChecking(true);
    let schemas: typeof NewsletterSchemas;
    try {
      schemas = await loadSchema();
    } catch {
      setError(NEWSLETTER_MESSAGES.clientFailure);
      return;
    } finally {
      setChecking(false);
    }
    const parsed = schemas.newsletterSubscribeSchema.safeParse({ ...input, source });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.emailInvalid);
      return;
    }
    void fetcher.submit(target);
  }

  return {
    submitting: checking || fetcher.state !== 'idle',
    error,
    success,
    submit,
    clearError: () => setError(undefined),
  };
}

function NewsletterForm({
  variant,
  source = 'blog',
  showNameFields = false,
  title = defaults.title,
  description = defaults.description,
  className,
  onSubscribed,
}: NewsletterSignupProps & { variant: 'card' | 'compact'; onSubscribed?: () => void }) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const form = useNewsletterForm(source, () => {
    setEmail('');
    setFirstName('');
    setLastName('');
    onSubscribed?.();
  });
  const headingId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(event.currentTarget, {
      email,
      ...(showNameFields ? { firstName, lastName } : {}),
    });
  }

  const messages = (
    <div aria-live="polite">
      {form.error ? (
        <Alert tone="error" className="mt-3">
          {form.error}
        </Alert>
      ) : null}
      {form.success ? (
        <Alert tone="success" className="mt-3">
          {form.success}
        </Alert>
      ) : null}
    </div>
  );

  const emailField = (
    <TextField
      label="Email address"
      hideLabel={variant === 'compact'}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@company.com"
      value={email}
      onChange={(event) => {
        setEmail(event.target.value);
        if (form.error) form.clearError();
      }}
      className="min-w-0 flex-1"
    />
  );

  if (variant === 'compact') {
    return (
      <form
        method="post"
        action={NEWSLETTER_SUBSCRIBE_PATH}
        noValidate
        onSubmit={onSubmit}
        onFocus={warmSchema}
        className={className}
        aria-label="Newsletter sign-up"
      >
        <input type="hidden" name="source" value={source} />
        <CsrfField />
        <div className="flex flex-col gap-2 sm:flex-row">
          {emailField}
          <Button type="submit" disabled={form.submitting} className="shrink-0">
            <Send aria-hidden="true" className="size-4" />
            {form.submitting ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </div>
        {compactNotice}
        {messages}
      </form>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-(--radius-card) border border-brand-100 bg-brand-50 p-6 sm:p-8',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-white">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <h2 id={headingId} className="text-2xl">
          {title}
        </h2>
      </div>
      <p className="mt-3 text-muted">{description}</p>
      <form
        method="post"
        action={NEWSLETTER_SUBSCRIBE_PATH}
        noValidate
        onSubmit={onSubmit}
        onFocus={warmSchema}
        className="mt-5 grid gap-3"
        aria-label="Newsletter sign-up"
      >
        <input type="hidden" name="source" value={source} />
        <CsrfField />
        {showNameFields ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {emailField}
          <Button type="submit" size="lg" disabled={form.submitting} className="shrink-0">
            <Send aria-hidden="true" className="size-4" />
            {form.submitting ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </div>
        {cardNotice}
      </form>
      {messages}
    </section>
  );
}

function NewsletterPopup(props: Omit<NewsletterSignupProps, 'variant'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="fixed bottom-5 left-5 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
      >
        <Mail aria-hidden="true" className="size-5" />
        Newsletter
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={props.title ?? defaults.title}
        description={props.description ?? defaults.description}
      >
        <NewsletterForm {...props} variant="compact" />
      </Dialog>
    </>
  );
}
