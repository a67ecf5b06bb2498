import { Check, X } from 'lucide-react';
import {
  passwordProblems,
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '../../../../shared/auth-messages.ts';
import { cn } from '../../../lib/cn.ts';

const RULES = [
  `${PASSWORD_MIN_LENGTH}+ characters`,
  'an uppercase letter',
  'a lowercase letter',
  'a number',
  'a special character',
] as const;

/**
 * The password rule (8+ characters, upper and lower case, a number, a special character)
 * with each part ticked off as it is met.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const missing = new Set(passwordProblems(password));
  const met = RULES.length - missing.size;
  const strength = met <= 2 ? 'Weak' : met < RULES.length ? 'Fair' : 'Strong';
  return (
    <div>
      <p>{AUTH_MESSAGES.passwordHint}</p>
      {password ? (
        <>
          <div className="mt-2 flex items-center gap-2" aria-hidden="true">
            <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200">
              <div
                className={cn(
                  'h-full rounded-full transition-[width]',
                  met === RULES.length
                    ? 'bg-success-700'
                    : met > 2
                      ? 'bg-amber-500'
                      : 'bg-danger-700',
                )}
                style={{ width: `${(met / RULES.length) * 100}%` }}
              />
            </div>
            <span className="text-xs font-medium text-ink">{strength}</span>
          </div>
          <ul className="mt-2 grid gap-0.5 text-xs" aria-label="Password requirements">
            {RULES.map((rule) => {
              const ok = !missing.has(rule);
              return (
                <li
                  key={rule}
                  className={cn(
                    'flex items-center gap-1.5',
                    ok ? 'text-success-700' : 'text-muted',
                  )}
                >
                  {ok ? (
                    <Check aria-hidden="true" className="size-3.5" />
                  ) : (
                    <X aria-hidden="true" className="size-3.5" />
                  )}
                  {rule}
                  <span className="sr-only">{ok ? ': met' : ': missing'}</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
