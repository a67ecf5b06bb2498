import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests. */
export async function registerApiDocs(app: FastifyInstance, options: { title: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.title} API`,
        description: 'Leads, newsletter, accounts and content of the website.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
