import { useLocation } from 'react-router';
import type { Route } from './+types/create-case-study.ts';
import { accountHeaders, accountMeta, StaffGuard, useSessionUser } from '../../accounts/public.ts';
import { CreateAccessDenied } from '../../authoring/public.ts';
import { CaseStudyForm } from '../components/case-study-form.tsx';
import { CASE_STUDY_AUTHORING_COPY as COPY } from '../content/case-study-authoring-copy.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, { ...COPY.createMeta, path: '/create-case-study' });
}

/** Staff only: the guard waits for the session and sends visitors to sign in; the server checks again. */
export default function CreateCaseStudyPage() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (user && !user.isStaff) return <CreateAccessDenied what="case studies" />;
  return (
    <StaffGuard>
      {user ? (
        <CaseStudyForm mode="create" caseStudy={null} userId={user.id} path={pathname} />
      ) : null}
    </StaffGuard>
  );
}
