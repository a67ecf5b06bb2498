import { useEffect, useState } from 'react';
import type { NewsletterSendKind } from '../../../../shared/newsletter-delivery.ts';
import { newsletterAudience } from '../../../lib/api/newsletter.ts';
import { useAuth } from '../../accounts/public.ts';
import { AUTHORING_COPY as COPY } from '../content/authoring-copy.ts';

/**
 * "E-mail to N subscribers": whether publishing sends the item to the
 * confirmed subscribers who asked for its kind, with their number as the
 * server counts them now (the label says "subscribers" until it answers).
 */
export function EmailSubscribersSwitch({
  kind,
  checked,
  onChange,
}: {
  kind: Extract<NewsletterSendKind, 'post' | 'case-study'>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { authHeaders, user } = useAuth();
  const [count, setCount] = useState<number | undefined>(undefined);
  // Asked once the session is known (the screen renders before it is read).
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void newsletterAudience(kind, authHeaders()).then((result) => {
      if (current && result.ok && result.data) setCount(result.data.recipients);
    });
    return () => {
      current = false;
    };
  }, [kind, authHeaders, userId]);
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
        <input
          type="checkbox"
          role="switch"
          name="emailSubscribers"
          checked={checked}
          aria-describedby="email-switch-hint"
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 rounded border-slate-400"
        />
        {COPY.emailSwitch(count)}
      </label>
      <p id="email-switch-hint" className="text-sm text-muted">
        {COPY.emailHint}
      </p>
    </div>
  );
}
