import { useLocation } from 'react-router';
import type { Route } from './+types/create-case-study.ts';
import type { CaseStudyEditable } from '../../../../shared/case-studies.ts';
import { accountHeaders, accountMeta, StaffGuard, useSessionUser } from '../../accounts/public.ts';
import {
  authoringShouldRevalidate,
  createScreenData,
  CreateAccessDenied,
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

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, { ...COPY.createMeta, path: '/create-case-study' });
}

/** Staff only, read on the server: a visitor is sent to sign in; staff get the audience count. */
export function loader({ context }: Route.LoaderArgs) {
  return createScreenData<CaseStudyEditable>(
    context,
    (ctx) => newsletterAudienceCount(ctx, 'case-study'),
    'case-studies',
  );
}

/** The form's saves: a new case study. */
export const action = caseStudyAuthoringAction;
export const shouldRevalidate = authoringShouldRevalidate;
export const clientAction = caseStudyAuthoringClientAction;

export default function CreateCaseStudyPage({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (loaderData.denied) return <CreateAccessDenied what="case studies" />;
  return (
    <StaffGuard>
      {user ? (
        <CaseStudyForm
          mode="create"
          caseStudy={null}
          userId={user.id}
          path={pathname}
          audience={loaderData.audience}
          server={serverDraftOf(loaderData)}
        />
      ) : null}
    </StaffGuard>
  );
}
