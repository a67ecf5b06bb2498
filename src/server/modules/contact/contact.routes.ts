import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { apiErrorSchema, apiSuccessSchema } from '../../../shared/api.ts';
import {
  CHAT_FILE_REFUSALS,
  CHAT_FILES_FIELDS,
  CHAT_FILES_MESSAGES,
  CHAT_UPLOAD_MAX_BYTES,
  CHAT_UPLOAD_MAX_FILES,
} from '../../../shared/chat-files.ts';
import { sendCsv } from '../../csv.ts';
import { AppError, Invalid } from '../../errors.ts';
import { leadContext } from '../../lead-context.ts';
import { assertNoNul } from '../../plugins/request-guards.ts';
import { authOf, permissionOnly } from '../../request-auth.ts';
import {
  chatFilesResponseSchema,
  contactAttachmentIdParamsSchema,
  CONTACT_MESSAGES,
  contactMessageIdParamsSchema,
  contactMessageSchema,
  contactStatsSchema,
  contactStatusUpdateSchema,
  contactSubmitResponseSchema,
  contactSubmitSchema,
  d365SyncSchema,
  recentMessagesQuerySchema,
} from '../../../shared/contact.ts';
import { pageInfoSchema } from '../../../shared/meetings.ts';
import type { CrmService } from '../crm/crm.service.ts';
import { CONTACT_MESSAGE_COLUMNS } from './contact.csv.ts';
import { attachmentDisposition, cleanFileName } from './contact.files.ts';
import type { ContactService, PostedFile } from './contact.service.ts';
import type { ContactSync } from './contact.sync.ts';

/** The chat upload's text fields: the name split in two, the address and the honeypot. */
const CHAT_TEXT_FIELDS = 4;

/**
 * Reads the chat's upload: its text fields and its files, each held to
 * CHAT_UPLOAD_MAX_BYTES while it streams (nothing past the limit is
 * buffered), at most CHAT_UPLOAD_MAX_FILES of them. Over either limit the
 * answer names the problem at once; the rest of the body is then not read,
 * so the connection is closed after the answer (plugins/refused-bodies.ts
 * delivers it first). Everything else is checked by the service.
 */
async function readChatUpload(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ fields: Record<string, string>; files: PostedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError(415, CHAT_FILES_MESSAGES.multipartRequired);
  }
  // No prototype: a field named __proto__ is just a field (and then an unknown one).
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: PostedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read whole even when it is not ours, so the parts after it arrive.
        const data = await part.toBuffer();
        if (part.fieldname === CHAT_FILES_FIELDS.file) {
          files.push({ fileName: part.filename, data });
        }
      } else if (typeof part.value === 'string') {
        // A value cut at the part limit is longer than any field allows: the
        // schema refuses it with the field's own message.
        fields[part.fieldname] = part.value;
      }
    }
    assertNoNul(fields);
  } catch (error) {
    if (!request.raw.complete) reply.header('connection', 'close');
    if (error instanceof AppError) throw error;
    const { code, part } = error as { code?: string; part?: { filename?: string } };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const name = cleanFileName(part?.filename ?? '') || CHAT_FILES_MESSAGES.unnamed;
      const message = CHAT_FILES_MESSAGES.refused(name, CHAT_FILE_REFUSALS.size);
      throw new AppError(413, message, { errors: [message] });
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new Invalid(CHAT_FILES_MESSAGES.tooMany, { errors: [CHAT_FILES_MESSAGES.tooMany] });
    }
    throw new Invalid(API_MESSAGES.validationFailed);
  }
  return { fields, files };
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const contactRoutes: FastifyPluginAsyncZod<{
  service: ContactService;
  sync: ContactSync;
  crm: CrmService;
}> = async (app, { service, sync, crm }) => {
  // Multipart in this plugin's routes only: the chat's upload, within its limits.
  await app.register(multipart, {
    limits: {
      fileSize: CHAT_UPLOAD_MAX_BYTES,
      files: CHAT_UPLOAD_MAX_FILES,
      fields: CHAT_TEXT_FIELDS,
      parts: CHAT_UPLOAD_MAX_FILES + CHAT_TEXT_FIELDS,
      // Bytes: a name of 100 characters and an address of 254 fit, in any script.
      fieldSize: 1024,
    },
  });

  app.post(
    '/chat-files',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['contact'],
        summary: `Send files from the chat (multipart: firstName, lastName, email, and up to ${CHAT_UPLOAD_MAX_FILES} \`files\` of PDF, DOC, DOCX, PNG, JPEG or ZIP, 10 MB each)`,
        response: {
          200: chatFilesResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await readChatUpload(request, reply);
      const stored = await service.shareFiles(
        upload.fields,
        upload.files,
        leadContext(request, app.config.site.baseUrl),
      );
      return { success: true as const, message: CHAT_FILES_MESSAGES.received, data: stored };
    },
  );

  app.get(
    '/attachments/:id',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['contact'],
        summary: 'Download a file sent with a contact message (staff; always as an attachment)',
        params: contactAttachmentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.openAttachment(request.params.id);
      // A visitor's file is never rendered by the browser on this origin: it
      // is downloaded under its own name, its type is not guessed from the
      // content, and were it opened anyway, it could run nothing.
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );

  app.post(
    '/submit',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Send a contact message (contact page, pricing, support, chat)',
        body: contactSubmitSchema,
        response: { 200: contactSubmitResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const stored = await service.submit(
        request.body,
        leadContext(request, app.config.site.baseUrl),
      );
      return {
        success: true as const,
        message: CONTACT_MESSAGES.submitted,
        data: {
          id: stored.id,
          estimatedResponseTime: CONTACT_MESSAGES.estimatedResponseTime,
          submittedAt: stored.submittedAt,
        },
      };
    },
  );

  app.get(
    '/message/:id',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['contact'],
        summary: 'One contact message (staff)',
        params: contactMessageIdParamsSchema,
        response: { 200: apiSuccessSchema(contactMessageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Message retrieved.',
      data: await service.get(request.params.id),
    }),
  );

  app.patch(
    '/message/:id/status',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['contact'],
        summary: 'Change the status of a contact message (staff)',
        params: contactMessageIdParamsSchema,
        body: contactStatusUpdateSchema,
        response: { 200: apiSuccessSchema(contactMessageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Message status updated.',
      data: await service.setStatus(request.params.id, request.body.status, authOf(request)),
    }),
  );

  app.get(
    '/stats',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['contact'],
        summary: 'Counts of contact messages by status, sync status and source (staff)',
        response: { 200: apiSuccessSchema(contactStatsSchema), ...errors },
      },
    },
    async () => ({
      success: true as const,
      message: 'Contact statistics retrieved.',
      data: await service.stats(),
    }),
  );

  app.get(
    '/messages/recent',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['contact'],
        summary: 'Contact messages, newest first, with filters and paging (staff)',
        querystring: recentMessagesQuerySchema,
        response: {
          200: apiSuccessSchema(
            z.object({ messages: z.array(contactMessageSchema), pagination: pageInfoSchema }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Recent messages retrieved.',
      data: await service.recent(request.query),
    }),
  );

  app.get(
    '/messages/export.csv',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['contact'],
        summary:
          'Every contact message the filters match, newest first, as CSV (staff; UTF-8 with BOM)',
        querystring: z.omit(recentMessagesQuerySchema, { page: true, limit: true }),
        response: errors,
      },
    },
    (request, reply) =>
      sendCsv(reply, {
        name: 'contact-messages',
        columns: CONTACT_MESSAGE_COLUMNS,
        batches: service.exportMessages(request.query),
      }),
  );

  app.get(
    '/test/d365',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['contact'],
        summary: 'Check the Dynamics 365 configuration and credentials (staff)',
        response: {
          200: z.object({
            success: z.boolean(),
            message: z.string(),
            error: z.optional(z.string()),
          }),
          ...errors,
        },
      },
    },
    async () => crm.test(),
  );

  app.post(
    '/sync/d365',
    {
      ...permissionOnly('leads.read'),
      schema: {
        tags: ['contact'],
        summary: 'Queue a Dynamics 365 sync or retry of one message (staff)',
        body: d365SyncSchema,
        response: {
          200: apiSuccessSchema(
            z.object({
              messageId: z.string(),
              status: z.enum(['queued', 'already-queued', 'already-synced']),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await sync.trigger(request.body.action, request.body.messageId);
      return {
        success: true as const,
        message: result.message,
        data: { messageId: request.body.messageId, status: result.status },
      };
    },
  );
};
