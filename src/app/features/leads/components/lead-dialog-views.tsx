import { Dialog } from '../../../components/ui/dialog.tsx';
import { ContactForm } from './contact-form.tsx';
import { MeetingForm } from './meeting-form.tsx';

/** What the message dialog is opened with (LeadDialogs.openMessage). */
export interface MessageDialogOptions {
  source: 'pricing' | 'support';
  title: string;
  description?: string;
}

/**
 * The two lead dialogs themselves. A separate chunk: the provider loads it on
 * the first open, so pages do not ship dialog code a visitor may never use.
 * A closed dialog renders nothing, so opening it again starts a fresh form.
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
        className="max-w-2xl"
      >
        <MeetingForm source={meetingSource ?? 'website'} onClose={onCloseMeeting} />
      </Dialog>
      <Dialog
        open={message !== null}
        onClose={onCloseMessage}
        title={message?.title ?? ''}
        description={message?.description}
        data-source={message?.source}
        className="max-w-2xl"
      >
        <ContactForm
          source={message?.source ?? 'pricing'}
          title={null}
          description={null}
          defaultMessageTo={message?.source === 'support' ? 'support_team' : 'sales_team'}
        />
      </Dialog>
    </>
  );
}
