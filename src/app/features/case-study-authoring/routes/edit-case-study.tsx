import { useParams } from 'react-router';
import type { Route } from './+types/edit-case-study.ts';
import { CASE_STUDY_MESSAGES } from '../../../../shared/case-studies.ts';
import { getCaseStudyForEdit } from '../../../lib/api/case-studies.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { EditScreen } from '../../authoring/public.ts';
import { CaseStudyForm } from '../components/case-study-form.tsx';
import { CASE_STUDY_AUTHORING_COPY as COPY } from '../content/case-study-authoring-copy.ts';

export const headers = accountHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, { ...COPY.editMeta, path: `/edit-case-study/${params.slug}` });
}

/** Staff only: the case study (by its current or a former slug), then the form filled in. */
export default function EditCaseStudyPage() {
  const { slug = '' } = useParams();
  return (
    <StaffGuard>
      <EditScreen
        key={slug}
        slug={slug}
        load={getCaseStudyForEdit}
        loadingLabel={COPY.loading}
        failedMessage={(status) =>
          status === 404 ? CASE_STUDY_MESSAGES.notFound : CASE_STUDY_MESSAGES.loadEditFailed
        }
      >
        {(caseStudy, userId, path) => (
          <CaseStudyForm mode="edit" caseStudy={caseStudy} userId={userId} path={path} />
        )}
      </EditScreen>
    </StaffGuard>
  );
}
