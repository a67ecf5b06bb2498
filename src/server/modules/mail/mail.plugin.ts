import fp from 'fastify-plugin';
import { createMailService, type MailService } from './mail.service.ts';
import { createMailer } from './mail.transport.ts';
import type { Mailer } from './mail.types.ts';
import type { Executor } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How every module sends e-mail (queued, then delivered by the job worker). */
    mail: MailService;
  }
}

/** Outgoing mail: SMTP_URL, or .eml files under DATA_DIR/mail; tests pass their own transport. */
export const mailModule = fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { config } = app;
    const mailer =
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: app.log,
      });
    // A transport the app made is closed with it (after the job worker stopped).
    if (!options.mailer) app.addHook('onClose', async () => mailer.close());
    const replyTo = async (executor?: Executor) => (await app.settings.current(executor)).replyTo;
    app.decorate('mail', createMailService(app.jobs, mailer, replyTo, undefined, app.metrics));
  },
  { name: 'mail', dependencies: ['jobs', 'settings'], decorators: { fastify: ['config'] } },
);
