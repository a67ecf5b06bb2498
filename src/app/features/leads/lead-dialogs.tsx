import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LeadContactOptions } from './lead-contact-options.tsx';

/**
 * The site's lead dialogs, opened from anywhere: the Schedule a Meeting
 * dialog (with the source of the button that opened it) and the message
 * dialog used by pricing (source `pricing`) and support (source `support`).
 * One provider in the root layout renders them, so every page shares them.
 */
export interface MessageDialogOptions {
  source: 'pricing' | 'support';
  title: string;
  description?: string;
}

interface LeadDialogs {
  /** Opens Schedule a Meeting; the spec's default source is `website`. */
  openMeeting(source?: string): void;
  openMessage(options: MessageDialogOptions): void;
}

const LeadDialogsContext = createContext<LeadDialogs | null>(null);

export function LeadDialogsProvider({ children }: { children: ReactNode }) {
  const [meetingSource, setMeetingSource] = useState<string | null>(null);
  const [message, setMessage] = useState<MessageDialogOptions | null>(null);

  const api = useMemo<LeadDialogs>(
    () => ({
      openMeeting: (source = 'website') => setMeetingSource(source),
      openMessage: (options) => setMessage(options),
    }),
    [],
  );

  return (
    <LeadDialogsContext value={api}>
      {children}
      <Dialog
        open={meetingSource !== null}
        onClose={() => setMeetingSource(null)}
        title="Schedule a Meeting"
        description="Tell us what you would like to discuss and when suits you; we will confirm the details and send a calendar invitation."
        data-source={meetingSource ?? undefined}
      >
        <LeadContactOptions source={meetingSource ?? 'website'} purpose="meeting" />
      </Dialog>
      <Dialog
        open={message !== null}
        onClose={() => setMessage(null)}
        title={message?.title ?? ''}
        description={message?.description}
        data-source={message?.source}
      >
        <LeadContactOptions source={message?.source ?? 'pricing'} purpose="message" />
      </Dialog>
    </LeadDialogsContext>
  );
}

export function useLeadDialogs(): LeadDialogs {
  const context = use(LeadDialogsContext);
  if (!context) throw new Error('useLeadDialogs must be used within LeadDialogsProvider');
  return context;
}
