import type { Route } from './+types/edit-case-study.ts';
import { CASE_STUDY_MESSAGES } from '../../../../shared/case-studies.ts';
import { getCaseStudyForEdit } from '../../../lib/api/case-studies.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import {
  authoringShouldRevalidate,
  EditScreen,
  editScreenData,
  serverDraftOf,
} from '../../authoring/public.ts';
import { newsletterAudienceCount } from '../../newsletter/public.ts';
import { CaseStudyForm } from '../components/case-study-form.tsx';
import { CASE_STUDY_AUTHORING_COPY as COPY } from '../content/case-study-authoring-copy.ts';
import {
  caseStudyAuthoringAction,
  caseStudyAuthoringClientAction,
} from '../case-study-authoring-action.ts';

export const headers = accountHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, { ...COPY.editMeta, path: `/edit-case-study/${params.slug}` });
}

/** The case study (by its current or a former slug) as staff edit it, read on the server. */
export function loader({ context, params }: Route.LoaderArgs) {
  return editScreenData(
    context,
    (send) => getCaseStudyForEdit(params.slug, send),
    (ctx) => newsletterAudienceCount(ctx, 'case-study'),
    (status) =>
      status === 404 ? CASE_STUDY_MESSAGES.notFound : CASE_STUDY_MESSAGES.loadEditFailed,
    'case-studies',
  );
}

/** The form's saves: the case study's update. */
export const action = caseStudyAuthoringAction;
export const shouldRevalidate = authoringShouldRevalidate;
export const clientAction = caseStudyAuthoringClientAction;

/** Staff only: the loader sends visitors to sign in and reads nothing for anyone else. */
export default function EditCaseStudyPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <StaffGuard>
      {loaderData.denied ? null : (
        <EditScreen key={params.slug} screen={loaderData}>
          {(caseStudy, userId, path) => (
            <CaseStudyForm
              mode="edit"
              caseStudy={caseStudy}
              userId={userId}
              path={path}
              audience={loaderData.audience}
              figures={loaderData.figures}
              server={serverDraftOf(loaderData)}
            />
          )}
        </EditScreen>
      )}
    </StaffGuard>
  );
}
