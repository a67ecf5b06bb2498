import { supportPage } from '../content/support.ts';
import { useLeadDialogs } from '../../leads/public.ts';

/** Contact Support: opens the message dialog with source `support`. */
export function useContactSupport(): () => void {
  const { openMessage } = useLeadDialogs();
  return () =>
    openMessage({
      source: 'support',
      title: 'Contact Support',
      description: supportPage.contactSupportDescription,
    });
}
