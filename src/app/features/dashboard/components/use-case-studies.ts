import { useCallback, useMemo } from 'react';
import type { CaseStudyListItem } from '../../../../shared/case-studies.ts';
import {
  deleteCaseStudy,
  listAllCaseStudies,
  setCaseStudyStatus,
} from '../../../lib/api/case-studies.ts';
import { useAuth } from '../../accounts/public.ts';
import { useManagedList } from './use-managed-list.ts';

/** Every case study (staff share them) and the dashboard's actions on them. */
export function useCaseStudies(enabled: boolean) {
  const { authHeaders } = useAuth();
  const load = useCallback(() => listAllCaseStudies(authHeaders()), [authHeaders]);
  const calls = useMemo(
    () => ({
      load,
      publish: (item: CaseStudyListItem) =>
        setCaseStudyStatus(item.id, { status: 'published' }, authHeaders()),
      remove: (item: CaseStudyListItem) => deleteCaseStudy(item.id, authHeaders()),
    }),
    [load, authHeaders],
  );
  return useManagedList(enabled, calls);
}
