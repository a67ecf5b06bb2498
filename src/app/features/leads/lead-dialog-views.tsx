import { Dialog } from '../../components/ui/dialog.tsx';
import { LeadContactOptions } from './lead-contact-options.tsx';
import type { MessageDialogOptions } from './lead-dialogs.tsx';

/**
 * The two lead dialogs themselves. A separate chunk: the provider loads it on
 * the first open, so pages do not ship dialog code a visitor may never use.
 */
export default function LeadDialogViews({
  meetingSource,
  message,
  onCloseMeeting,
  onCloseMessage,
}: {
  meetingSource: string | null;
  message: MessageDialogOptions | null;
  onCloseMeeting: () => void;
  onCloseMessage: () => void;
}) {
  return (
    <>
      <Dialog
        open={meetingSource !== null}
        onClose={onCloseMeeting}
        title="Schedule a Meeting"
        description="Tell us what you would like to discuss and when suits you; we will confirm the details and send a calendar invitation."
        data-source={meetingSource ?? undefined}
      >
        <LeadContactOptions source={meetingSource ?? 'website'} purpose="meeting" />
      </Dialog>
      <Dialog
        open={message !== null}
        onClose={onCloseMessage}
        title={message?.title ?? ''}
        description={message?.description}
        data-source={message?.source}
      >
        <LeadContactOptions source={message?.source ?? 'pricing'} purpose="message" />
      </Dialog>
    </>
  );
}
