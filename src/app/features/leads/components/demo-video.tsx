import { CalendarClock } from 'lucide-react';
import type { DemoVideoKey } from '../../../../shared/site-settings.ts';
import { VideoDemo } from '../../../components/sections/video-demo.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSite } from '../../../lib/site.ts';
import { useLeadDialogs } from './lead-dialogs.tsx';

const titles: Record<DemoVideoKey, string> = {
  overview: 'Dynamics 365 and Power Platform overview',
  crm: 'Dynamics 365 CRM demo',
  powerapps: 'Power Apps demo',
  powerpages: 'Power Pages demo',
  powerautomate: 'Power Automate demo',
};

/**
 * One of the company's demo videos (ids from the site settings). Until a
 * recording is configured, the same place offers a live demo instead, so the
 * visitor is never left with a dead player.
 */
export function DemoVideo({
  video,
  autoStart,
  className,
}: {
  video: DemoVideoKey;
  autoStart?: boolean;
  className?: string;
}) {
  const site = useSite();
  const { openMeeting } = useLeadDialogs();
  const id = site.demoVideos[video];
  if (id)
    return (
      <VideoDemo videoId={id} title={titles[video]} autoStart={autoStart} className={className} />
    );
  return (
    <div
      className={cn(
        'flex aspect-video flex-col items-center justify-center gap-4 rounded-(--radius-card) bg-gradient-to-br from-brand-900 to-brand-600 p-6 text-center text-white',
        className,
      )}
    >
      <p className="text-lg font-semibold">{titles[video]}</p>
      <p className="max-w-sm text-brand-100">
        See it live: one of our consultants will walk you through it with your own scenarios.
      </p>
      <button
        type="button"
        onClick={() => openMeeting('demo_request')}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <CalendarClock aria-hidden="true" className="size-5" />
        Book a live demo
      </button>
    </div>
  );
}
