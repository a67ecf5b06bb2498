import type { Route } from './+types/case-study-history.ts';
import type { CaseStudyEditable } from '../../../../shared/case-studies.ts';
import { getCaseStudyForEdit } from '../../../lib/api/case-studies.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import {
  historyAction,
  HistoryScreen,
  historyScreenData,
  type HistoryKind,
} from '../../authoring/public.ts';
import { caseStudyValues } from '../case-study-form-state.ts';

export const headers = accountHeaders;

/** A case study's history: what each field of the form compares as. */
const CASE_STUDY_HISTORY: HistoryKind<CaseStudyEditable> = {
  kind: 'case-studies',
  editPath: '/edit-case-study',
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'slug', label: 'Address (slug)' },
    { name: 'excerpt', label: 'Excerpt' },
    { name: 'clientName', label: 'Client name' },
    { name: 'clientIndustry', label: 'Industry' },
    { name: 'clientSize', label: 'Company size' },
    { name: 'projectDuration', label: 'Project duration' },
    { name: 'projectBudget', label: 'Project budget' },
    { name: 'challenge', label: 'The challenge' },
    { name: 'solution', label: 'The solution' },
    { name: 'results', label: 'The results' },
    { name: 'metrics', label: 'Key metrics' },
    { name: 'testimonials', label: 'Testimonials' },
    { name: 'content', label: 'Full story', body: true },
    { name: 'featuredImage', label: 'Featured image' },
    { name: 'tags', label: 'Tags' },
    { name: 'keywords', label: 'SEO keywords' },
    { name: 'metaTitle', label: 'Meta title' },
    { name: 'metaDescription', label: 'Meta description' },
  ],
  read: getCaseStudyForEdit,
  fromEditable: caseStudyValues,
};

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Case study history',
    description: 'Every saved version of a case study: compare any two, restore one.',
    path: `/edit-case-study/${params.slug}/history`,
  });
}

/** The case study's revisions and the comparison the address asks for, read on the server. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return historyScreenData(context, new URL(request.url), params.slug, CASE_STUDY_HISTORY);
}

/** Restore: the revision becomes the writer's working copy, and the editor opens with it. */
export const action = historyAction(CASE_STUDY_HISTORY);

export default function CaseStudyHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffGuard>
      {loaderData.denied ? null : <HistoryScreen screen={loaderData} editPath="/edit-blog" />}
    </StaffGuard>
  );
}
