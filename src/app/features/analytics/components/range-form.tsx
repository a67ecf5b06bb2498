import { useId, type FormEvent } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import {
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
} from '../../../../shared/analytics-messages.ts';
import type { AnalyticsReport } from '../../../../shared/analytics.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldLabel, inputClasses } from '../../../components/ui/field.tsx';
import { useFollowingState } from '../../../components/ui/list-navigation.tsx';
import { cn } from '../../../lib/cn.ts';
import { ANALYTICS_PATH, analyticsHref, type AnalyticsView } from '../analytics-query.ts';
import { formatLongDay } from '../analytics-format.ts';
import { ANALYTICS_COPY } from '../content/analytics-copy.ts';

const COPY = ANALYTICS_COPY.range;

const isPreset = (value: string): value is RangePreset =>
  (RANGE_PRESETS as readonly string[]).includes(value);

/**
 * The period shown: a GET form to the screen's address, so a period is a
 * link. Before JavaScript the browser sends it (the dates are read only for
 * Custom); after it, Show navigates to the same address less what the
 * period does not use, and a date typed selects Custom. The tables' sorts
 * are kept.
 */
export function RangeForm({
  view,
  report,
  problem,
}: {
  view: AnalyticsView;
  report: AnalyticsReport | null;
  /** Why the API refused the period asked for, and the date fields it is about. */
  problem: { message: string; fields: string[] } | null;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === ANALYTICS_PATH;
  const ids = { range: useId(), from: useId(), to: useId(), hint: useId(), problem: useId() };
  // The address's period (going back shows that view's), or the one just chosen.
  const [range, setRange] = useFollowingState<RangePreset>(view.range);
  const [from, setFrom] = useFollowingState(view.from ?? report?.range.from ?? '');
  const [to, setTo] = useFollowingState(view.to ?? report?.range.to ?? '');

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const custom = range === 'custom';
    void navigate(
      analyticsHref({
        ...view,
        range,
        from: custom ? from || undefined : undefined,
        to: custom ? to || undefined : undefined,
      }),
      { preventScrollReset: true },
    );
  }

  const invalid = (field: 'from' | 'to') => (problem?.fields.includes(field) ? true : undefined);
  const described = (field: 'from' | 'to') =>
    [ids.hint, invalid(field) ? ids.problem : ''].filter(Boolean).join(' ');

  return (
    <form
      method="get"
      action={ANALYTICS_PATH}
      role="search"
      aria-label={COPY.formLabel}
      onSubmit={apply}
      className="grid gap-2"
    >
      {Object.entries(view.sorts).map(([table, sort]) => (
        <input
          key={table}
          type="hidden"
          name="sort"
          value={`${sort.descending ? '-' : ''}${table}.${sort.column}`}
        />
      ))}
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="col-span-2">
          <FieldLabel htmlFor={ids.range}>{COPY.period}</FieldLabel>
          <select
            id={ids.range}
            name="range"
            value={range}
            onChange={(event) => {
              if (isPreset(event.target.value)) setRange(event.target.value);
            }}
            className={cn(inputClasses, 'min-h-11 sm:w-48')}
          >
            {RANGE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {RANGE_PRESET_LABELS[preset]}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((field) => (
          <div key={field} className="min-w-0">
            <FieldLabel htmlFor={ids[field]}>{COPY[field]}</FieldLabel>
            <input
              id={ids[field]}
              type="date"
              name={field}
              value={field === 'from' ? from : to}
              onChange={(event) => {
                (field === 'from' ? setFrom : setTo)(event.target.value);
                setRange('custom');
              }}
              aria-invalid={invalid(field)}
              aria-describedby={described(field)}
              className={cn(inputClasses, 'min-h-11 sm:w-44')}
            />
          </div>
        ))}
        <Button type="submit" aria-busy={busy || undefined} className="justify-self-start">
          {busy ? COPY.applying : COPY.apply}
        </Button>
      </div>
      <p id={ids.hint} className="text-sm text-muted">
        {COPY.datesHint}
        {report
          ? ` ${COPY.shown(
              formatLongDay(report.range.from),
              formatLongDay(report.range.to),
              report.range.days,
            )}`
          : null}
      </p>
      {problem ? (
        <p id={ids.problem} role="alert" className="text-sm font-medium text-danger-700">
          {problem.message}
        </p>
      ) : null}
    </form>
  );
}
