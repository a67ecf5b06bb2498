import { ArrowRight, CalendarCheck, CirclePlay } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LandingAction, LandingPageContent } from '../content/types.ts';
import { DemoVideo, useLeadDialogs } from '../../leads/public.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { outlineOnDarkClasses } from './on-dark.ts';

/**
 * A call-to-action button on a dark band. `primary` is the white button,
 * `secondary` the outlined one. Every kind does something: the meeting
 * dialog, a page, a section of this page, or the demo video.
 */
export function LandingActionButton({
  action,
  emphasis,
  demo,
}: {
  action: LandingAction;
  emphasis: 'primary' | 'secondary';
  demo?: LandingPageContent['demo'];
}) {
  const { openMeeting } = useLeadDialogs();
  const primary = emphasis === 'primary';

  switch (action.kind) {
    case 'meeting':
      return primary ? (
        <Button variant="inverse" size="lg" onClick={() => openMeeting(action.source)}>
          <CalendarCheck aria-hidden="true" className="size-5" />
          {action.label}
        </Button>
      ) : (
        <button
          type="button"
          className={outlineOnDarkClasses}
          onClick={() => openMeeting(action.source)}
        >
          <CalendarCheck aria-hidden="true" className="size-5" />
          {action.label}
        </button>
      );
    case 'link':
      return primary ? (
        <ButtonLink to={action.to} variant="inverse" size="lg">
          {action.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      ) : (
        <Link to={action.to} className={outlineOnDarkClasses}>
          {action.label}
        </Link>
      );
    case 'anchor':
      return (
        <a href={action.href} className={outlineOnDarkClasses}>
          {action.label}
        </a>
      );
    case 'demo':
      return demo ? <WatchDemoButton label={action.label} demo={demo} /> : null;
  }
}

/**
 * Watch Demo: the page's video in a dialog. Nothing loads until the click;
 * closing the dialog removes the player, so the video stops.
 */
function WatchDemoButton({
  label,
  demo,
}: {
  label: string;
  demo: NonNullable<LandingPageContent['demo']>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={outlineOnDarkClasses}
      >
        <CirclePlay aria-hidden="true" className="size-5" />
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={demo.title}
        description={demo.description}
        className="max-w-3xl!"
        data-source={demo.source}
      >
        <DemoVideo video={demo.video} autoStart />
      </Dialog>
    </>
  );
}
