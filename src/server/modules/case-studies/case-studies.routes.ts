import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASE_STUDY_LIMITS, CASE_STUDY_MESSAGES } from '../../../shared/case-studies.ts';
import { caseStudyListQuerySchema } from '../../../shared/case-study-schemas.ts';
import { acceptAuthoringForms } from '../../content/multipart-form.ts';
import {
  CONTENT_ANSWERS,
  readRoutes,
  revisionRoutes,
  statusAndDeleteRoutes,
  createAndUpdateRoutes,
} from '../../content/content-routes.ts';
import { authOf, staffOnly } from '../../request-auth.ts';
import { tooLong } from '../../../shared/validation.ts';
import type { CaseStudiesService, Editor } from './case-studies.service.ts';

const editorOf = (request: FastifyRequest): Editor => {
  const { user, role } = authOf(request);
  return { id: user.id, role };
};

/** Staff calls under /api/enhanced-blog, as spec 02 names them (beside the blog's own). */
export const caseStudyStaffRoutes: FastifyPluginAsyncZod<{ service: CaseStudiesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/user/case-studies',
    {
      ...staffOnly,
      schema: {
        tags: ['case studies'],
        summary: 'Staff: every case study, any status (id, slug, title, status, views, updatedAt)',
        response: CONTENT_ANSWERS,
      },
    },
    async () => ({
      success: true as const,
      message: CASE_STUDY_MESSAGES.listLoaded,
      caseStudies: await service.all(),
    }),
  );
};

/** The case studies' calls under /api/enhanced-blog/case-studies. */
export const caseStudyRoutes: FastifyPluginAsyncZod<{ service: CaseStudiesService }> = async (
  app,
  { service },
) => {
  // Text fields hold the body's HTML at most (a character can take 4 bytes).
  await acceptAuthoringForms(app, { fields: 40, fieldBytes: CASE_STUDY_LIMITS.content * 4 });

  readRoutes(app, {
    tag: 'case studies',
    noun: 'case study',
    key: 'caseStudy',
    base: '/api/enhanced-blog/case-studies',
    listQuery: caseStudyListQuerySchema,
    messages: CASE_STUDY_MESSAGES,
    list: (query) => service.list(query),
    read: (slug, visitor) => service.read(slug, visitor),
    forEdit: (slug, request) => service.forEdit(slug, editorOf(request)),
  });

  createAndUpdateRoutes(app, {
    createPath: '/',
    tag: 'case studies',
    noun: 'case study',
    key: 'caseStudy',
    notFound: CASE_STUDY_MESSAGES.notFound,
    contentLimit: CASE_STUDY_LIMITS.content,
    messages: { ...CASE_STUDY_MESSAGES, tooLong },
    create: (form, request) => service.create(form.fields, form.image, editorOf(request)),
    update: (id, form, request, expected) =>
      service.update(id, form.fields, form.image, editorOf(request), expected),
  });

  revisionRoutes(app, {
    tag: 'case studies',
    noun: 'case study',
    notFound: CASE_STUDY_MESSAGES.notFound,
    list: (id, request) => service.revisions(id, editorOf(request)),
    find: (id, revisionId, request) => service.revision(id, revisionId, editorOf(request)),
    restore: (id, revisionId, draft, request) =>
      service.restore(id, revisionId, draft, editorOf(request)),
  });

  statusAndDeleteRoutes(app, {
    tag: 'case studies',
    noun: 'case study',
    key: 'caseStudy',
    notFound: CASE_STUDY_MESSAGES.notFound,
    messages: CASE_STUDY_MESSAGES,
    changeStatus: (id, change, request, expected) =>
      service.changeStatus(id, change.status, change.publishedAt, editorOf(request), expected),
    remove: (id, request) => service.remove(id, editorOf(request)),
    emailTest: (id, to, request) => service.emailTest(id, to, editorOf(request)),
    review: {
      submit: (id, request) => service.submitForReview(id, editorOf(request)),
      sendBack: (id, note, request) => service.sendBack(id, note, editorOf(request)),
      queue: (request) => service.reviewQueue(editorOf(request)),
    },
  });
};
