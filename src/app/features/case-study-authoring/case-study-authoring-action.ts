import type { CaseStudyEditable } from '../../../shared/case-studies.ts';
import { createCaseStudy, updateCaseStudy } from '../../lib/api/case-studies.ts';
import { authoringAction, authoringClientAction } from '../authoring/public.ts';

/** The case-study create and edit screens' action: the create or update call. */
export const caseStudyAuthoringAction = authoringAction<CaseStudyEditable>({
  create: createCaseStudy,
  update: updateCaseStudy,
  review: 'case-studies',
});

export const caseStudyAuthoringClientAction = authoringClientAction;
