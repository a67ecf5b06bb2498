import { supportPage } from '../../../content/support.ts';
import { useLeadDialogs } from '../../../features/leads/lead-dialogs.tsx';

/** Opens the support message dialog (spec: Contact Support, source `support`). */
export function useContactSupport(): () => void {
  const { openMessage } = useLeadDialogs();
  return () =>
    openMessage({
      source: 'support',
      title: 'Contact Support',
      description: supportPage.contactSupportDescription,
    });
}
