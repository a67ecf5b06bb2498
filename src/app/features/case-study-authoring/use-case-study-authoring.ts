import { CASE_STUDY_MESSAGES, type CaseStudyEditable } from '../../../shared/case-studies.ts';
import {
  useAuthoring,
  type AuthoringKind,
  type AuthoringMode,
  type ServerDraft,
} from '../authoring/public.ts';
import {
  CASE_STUDY_DRAFT,
  caseStudyFormData,
  caseStudyProblems,
  caseStudyValues,
  emptyCaseStudy,
  type CaseStudyFormValues,
} from './case-study-form-state.ts';

/** The case-study form on the blog's authoring machinery: its values, checks, calls and words. */
const CASE_STUDY_AUTHORING: AuthoringKind<CaseStudyFormValues, CaseStudyEditable> = {
  draftShape: CASE_STUDY_DRAFT,
  revisions: 'case-studies',
  empty: emptyCaseStudy,
  fromEditable: caseStudyValues,
  problems: caseStudyProblems,
  toFormData: caseStudyFormData,
  messages: {
    created: CASE_STUDY_MESSAGES.created,
    updated: CASE_STUDY_MESSAGES.updated,
    createFailed: CASE_STUDY_MESSAGES.createFailed,
    updateFailed: CASE_STUDY_MESSAGES.updateFailed,
  },
  after: { create: '/case-studies', edit: '/dashboard' },
};

export function useCaseStudyAuthoring(options: {
  mode: AuthoringMode;
  caseStudy: CaseStudyEditable | null;
  userId: string;
  path: string;
  audience: number | null;
  server: ServerDraft;
}) {
  const { caseStudy, ...rest } = options;
  return useAuthoring(CASE_STUDY_AUTHORING, { ...rest, item: caseStudy, authorName: '' });
}

export type CaseStudyAuthoring = ReturnType<typeof useCaseStudyAuthoring>;
