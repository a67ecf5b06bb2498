import { Clock, Timer } from 'lucide-react';
import { telHref } from '../../../../shared/site-settings.ts';
import { supportChannels, type SupportChannel } from '../content/support.ts';
import { openChat } from '../../chat/public.ts';
import { useLeadDialogs } from '../../leads/public.ts';
import { useSite } from '../../../lib/site.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';

function ChannelAction({ channel }: { channel: SupportChannel }) {
  const site = useSite();
  const { openMeeting } = useLeadDialogs();
  const className = 'mt-6 w-full';
  switch (channel.action) {
    case 'chat':
      return (
        <Button className={className} onClick={openChat}>
          {channel.actionLabel}
        </Button>
      );
    case 'phone':
      return (
        <a href={telHref(site.phone)} className={buttonClasses('primary', 'md', className)}>
          {channel.actionLabel}
          <span className="sr-only"> at {site.phone}</span>
        </a>
      );
    case 'email':
      return (
        <a
          href={`mailto:${site.email}?subject=${encodeURIComponent('Support request')}`}
          className={buttonClasses('primary', 'md', className)}
        >
          {channel.actionLabel}
          <span className="sr-only"> at {site.email}</span>
        </a>
      );
    case 'video':
      return (
        <Button className={className} onClick={() => openMeeting('support')}>
          {channel.actionLabel}
        </Button>
      );
  }
}

/** Live chat, phone, e-mail and video call, with their hours and response times. */
export function SupportChannels() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {supportChannels.map((channel) => (
        <li
          key={channel.action}
          className="flex flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <channel.icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg">{channel.title}</h3>
          <p className="mt-2 flex-1 text-sm text-muted">{channel.description}</p>
          <ul className="mt-4 grid gap-2 text-sm">
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
              {channel.availability}
            </li>
            <li className="flex gap-2">
              <Timer aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
              {channel.responseTime}
            </li>
          </ul>
          <ChannelAction channel={channel} />
        </li>
      ))}
    </ul>
  );
}
