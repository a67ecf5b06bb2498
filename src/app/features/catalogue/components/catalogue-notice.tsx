import { CATALOGUE_NOTICE } from '../../../../shared/consent-notices.ts';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';

/** The consent notice under "Add to my services" on a dark hero; its own chunk (see there). */
export function CatalogueNotice() {
  return <ConsentNotice notice={CATALOGUE_NOTICE} tone="inverse" className="basis-full" />;
}
