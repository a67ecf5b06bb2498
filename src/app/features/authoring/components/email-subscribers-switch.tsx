import { useState } from 'react';
import type { NewsletterSendKind } from '../../../../shared/newsletter-delivery.ts';
import { Button } from '../../../components/ui/button.tsx';
import { sendNewsletterTest } from '../../../lib/api/newsletter-delivery.ts';
import { AUTHORING_COPY as COPY } from '../content/authoring-copy.ts';

/**
 * "E-mail to N subscribers": whether publishing sends the item to the
 * confirmed subscribers who asked for its kind, with their number as the
 * server counted them for the screen's loader (the label says "subscribers"
 * when it could not).
 */
export function EmailSubscribersSwitch({
  kind,
  itemId,
  count,
  checked,
  onChange,
}: {
  kind: Extract<NewsletterSendKind, 'post' | 'case-study'>;
  /** The saved item (edit screen): it can be sent as a test to the author's own address. */
  itemId: string | null;
  count: number | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [test, setTest] = useState<{ busy: boolean; message?: string; ok?: boolean }>({
    busy: false,
  });
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
        {COPY.emailSwitch(count ?? undefined)}
      </label>
      <p id="email-switch-hint" className="text-sm text-muted">
        {COPY.emailHint}
      </p>
      {itemId ? (
        <div className="mt-3 grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={test.busy}
              aria-describedby="email-test-hint"
              onClick={() => {
                setTest({ busy: true });
                void sendNewsletterTest(kind, itemId).then((result) =>
                  setTest({
                    busy: false,
                    ok: result.ok,
                    message: result.message ?? (result.ok ? '' : COPY.testFailed),
                  }),
                );
              }}
            >
              {test.busy ? COPY.testSending : COPY.testButton}
            </Button>
            <span
              role="status"
              className={test.ok === false ? 'text-sm text-danger-700' : 'text-sm text-success-700'}
            >
              {test.message}
            </span>
          </div>
          <p id="email-test-hint" className="text-sm text-muted">
            {COPY.testHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}
