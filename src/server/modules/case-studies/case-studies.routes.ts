import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CASE_STUDY_LIMITS, CASE_STUDY_MESSAGES } from '../../../shared/case-studies.ts';
import { caseStudyListQuerySchema } from '../../../shared/case-study-schemas.ts';
import { acceptAuthoringForms } from '../../content/multipart-form.ts';
import {
  CONTENT_ANSWERS,
  PUBLIC_READ,
  sendMoved,
  slugParams,
  statusAndDeleteRoutes,
  createAndUpdateRoutes,
} from '../../content/content-routes.ts';
import { authOf, staffOnly } from '../auth/auth.guards.ts';
import type { CaseStudiesService, Editor } from './case-studies.service.ts';

const editorOf = (request: FastifyRequest): Editor => ({ id: authOf(request).user.id });

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

  app.get(
    '/',
    {
      schema: {
        tags: ['case studies'],
        summary: 'Published case studies, with paging, the industry filter and search',
        querystring: caseStudyListQuerySchema,
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_READ);
      const result = await service.list(request.query);
      return { success: true as const, message: CASE_STUDY_MESSAGES.listLoaded, ...result };
    },
  );

  app.get(
    '/edit/:slug',
    {
      ...staffOnly,
      schema: {
        tags: ['case studies'],
        summary: 'Staff: the fields the edit screen reads',
        params: slugParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request) => ({
      success: true as const,
      message: CASE_STUDY_MESSAGES.loaded,
      caseStudy: await service.forEdit(request.params.slug),
    }),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['case studies'],
        summary: 'A published case study; a former address answers 301',
        params: slugParams,
        response: CONTENT_ANSWERS,
      },
    },
    async (request, reply) => {
      const found = await service.read(request.params.slug, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.header('cache-control', PUBLIC_READ);
      if ('movedTo' in found) {
        return sendMoved(
          reply,
          '/api/enhanced-blog/case-studies',
          found.movedTo,
          CASE_STUDY_MESSAGES.moved,
        );
      }
      return {
        success: true as const,
        message: CASE_STUDY_MESSAGES.loaded,
        caseStudy: found.caseStudy,
      };
    },
  );

  createAndUpdateRoutes(app, {
    createPath: '/',
    tag: 'case studies',
    noun: 'case study',
    key: 'caseStudy',
    notFound: CASE_STUDY_MESSAGES.notFound,
    contentLimit: CASE_STUDY_LIMITS.content,
    messages: CASE_STUDY_MESSAGES,
    create: (form, request) => service.create(form.fields, form.image, editorOf(request)),
    update: (id, form, request) => service.update(id, form.fields, form.image, editorOf(request)),
  });

  statusAndDeleteRoutes(app, {
    tag: 'case studies',
    noun: 'case study',
    key: 'caseStudy',
    notFound: CASE_STUDY_MESSAGES.notFound,
    messages: CASE_STUDY_MESSAGES,
    changeStatus: (id, change, request) =>
      service.changeStatus(id, change.status, change.publishedAt, editorOf(request)),
    remove: (id) => service.remove(id),
  });
};
