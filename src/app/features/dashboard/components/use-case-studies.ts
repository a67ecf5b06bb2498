import type { CaseStudyListItem } from '../../../../shared/case-studies.ts';
import { deleteCaseStudy, setCaseStudyStatus } from '../../../lib/api/case-studies.ts';
import { useManagedList } from './use-managed-list.ts';

const calls = {
  publish: (item: CaseStudyListItem) => setCaseStudyStatus(item.id, { status: 'published' }),
  remove: (item: CaseStudyListItem) => deleteCaseStudy(item.id),
};

/** The dashboard's actions on the case studies (staff share them; the list is the loader's). */
export function useCaseStudies() {
  const { publish, remove } = useManagedList(calls);
  return { publish, remove };
}
