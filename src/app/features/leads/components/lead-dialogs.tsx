import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { ON_DEMAND_FAILED, onDemand, useOnDemand } from '../../../lib/on-demand.ts';
import { useToast } from '../../toast/public.ts';
import type { MessageDialogOptions } from './lead-dialog-views.tsx';

const dialogViews = onDemand(() => import('./lead-dialog-views.tsx'));

/**
 * The site's lead dialogs, opened from anywhere: the Schedule a Meeting
 * dialog (with the source of the button that opened it) and the message
 * dialog used by pricing (source `pricing`) and support (source `support`).
 * One provider in the root layout renders them, so every page shares them;
 * their code is fetched on the first open (a closed dialog shows nothing).
 */
interface LeadDialogs {
  /** Opens Schedule a Meeting; the source defaults to `website`. */
  openMeeting(source?: string): void;
  openMessage(options: MessageDialogOptions): void;
}

const LeadDialogsContext = createContext<LeadDialogs | null>(null);

export function LeadDialogsProvider({ children }: { children: ReactNode }) {
  const [meetingSource, setMeetingSource] = useState<string | null>(null);
  const [message, setMessage] = useState<MessageDialogOptions | null>(null);
  // From the first open on, the dialogs stay mounted so closing can return focus.
  const [wanted, setWanted] = useState(false);
  const toast = useToast();
  const views = useOnDemand(dialogViews, wanted, () => {
    setWanted(false);
    setMeetingSource(null);
    setMessage(null);
    toast.error(ON_DEMAND_FAILED);
  });
  const Views = views?.default;

  const api = useMemo<LeadDialogs>(
    () => ({
      openMeeting: (source = 'website') => {
        setWanted(true);
        setMeetingSource(source);
      },
      openMessage: (options) => {
        setWanted(true);
        setMessage(options);
      },
    }),
    [],
  );

  return (
    <LeadDialogsContext value={api}>
      {children}
      {Views ? (
        <Views
          meetingSource={meetingSource}
          message={message}
          onCloseMeeting={() => setMeetingSource(null)}
          onCloseMessage={() => setMessage(null)}
        />
      ) : null}
    </LeadDialogsContext>
  );
}

export function useLeadDialogs(): LeadDialogs {
  const context = use(LeadDialogsContext);
  if (!context) throw new Error('useLeadDialogs must be used within LeadDialogsProvider');
  return context;
}
