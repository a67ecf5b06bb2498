import * as z from 'zod/mini';
import {
  CATALOGUE_MESSAGES as M,
  type CatalogueService,
  type CatalogueUser,
  type SelectedService,
  type ServiceInterest,
} from '../../../shared/service-catalogue.ts';
import type { AddServicesRequest } from '../../../shared/service-catalogue-schemas.ts';
import { ANONYMISED } from '../../../shared/privacy-messages.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import type { Database, Executor } from '../../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { RequestAuth } from '../auth/auth.guards.ts';
import { CrmRejected, CrmRetryLater, type CrmService, type LeadInput } from '../crm/crm.service.ts';
import { defineJob, PermanentFailure, RetryLater, type JobQueue } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type {
  CollectionContext,
  ConsentRecorder,
  PersonalDataSource,
} from '../privacy/privacy.types.ts';
import { fullName, serviceInterestNotification, type InterestedPerson } from './catalogue.mails.ts';
import * as repository from './catalogue.repository.ts';

/**
 * Keeps a user's Dynamics 365 lead in step with their catalogue. The lead's
 * id is the user's id and each run writes the whole current selection, so a
 * retry, a repeat or two runs in a row leave the same lead (idempotent).
 */
export const CATALOGUE_SYNC_JOB = defineJob<{ userId: string }>(
  'crm.sync-service-interest',
  z.object({ userId: z.string() }),
  { maxAttempts: 50 },
);

/** Clears the personal fields of an erased user's service-interest lead. */
export const CATALOGUE_ERASE_JOB = defineJob<{ userId: string }>(
  'crm.erase-service-interest',
  z.object({ userId: z.string() }),
  { maxAttempts: 50 },
);

/** Ids reach the database only in this shape (PostgreSQL refuses anything else with an error). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toService(row: repository.ServiceRow): CatalogueService {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    description: row.description,
    category: row.category,
    isActive: row.isActive,
    landingPath: row.landingPath,
  };
}

function toInterest({
  addedAt,
  keysetAt: _cursor,
  ...row
}: repository.InterestRow): ServiceInterest {
  return { ...row, addedAt: addedAt.toISOString() };
}

function toSelected(row: repository.SelectedServiceRow): SelectedService {
  return { ...toService(row), notes: row.notes, addedAt: row.addedAt.toISOString() };
}

/** The lead a user's catalogue becomes: their details and every service they selected. */
export function interestLead(
  person: InterestedPerson,
  selected: repository.SelectedServiceRow[],
): LeadInput {
  const lines = selected.length
    ? selected.map(
        (service) =>
          `- ${service.title} (${service.category})${service.notes ? `: ${service.notes}` : ''}`,
      )
    : ['- none at the moment'];
  return {
    id: person.id,
    subject: `Service catalogue: ${fullName(person)}`,
    firstName: person.firstName,
    lastName: person.lastName,
    company: person.company || null,
    email: person.email,
    phone: person.phone || null,
    description: [
      'Services selected in the website’s service catalogue:',
      ...lines,
      '',
      'Source: website (service catalogue)',
      `User ID: ${person.id}`,
    ].join('\n'),
  };
}

export interface CatalogueServiceDeps {
  db: Database;
  mail: MailService;
  jobs: JobQueue;
  crm: CrmService;
  site: SiteSettings;
  consent: ConsentRecorder;
}

/**
 * The personal service catalogue (spec 02): the services on offer, each
 * user's selection with notes, and the buying signals an addition sends
 * (an e-mail to the company, the user's CRM lead). Permissions follow the
 * spec's roles: a user reads and changes their own list; an administrator
 * may read anyone's; nobody changes another user's list.
 */
export function createCatalogueService({
  db,
  mail,
  jobs,
  crm,
  site,
  consent,
}: CatalogueServiceDeps) {
  jobs.register(CATALOGUE_SYNC_JOB, async ({ userId }, job) => {
    if (!crm.configured) return;
    const person = await repository.person(db, userId);
    // The account was deleted since: its lead is no longer ours to update.
    if (!person) return;
    const selected = await repository.selectedServices(db, userId);
    try {
      await crm.syncLead(interestLead(person, selected));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof CrmRejected || job.lastAttempt) throw new PermanentFailure(message);
      throw new RetryLater(message, err instanceof CrmRetryLater ? err.delayMs : undefined);
    }
  });

  jobs.register(CATALOGUE_ERASE_JOB, async ({ userId }, job) => {
    if (!crm.configured) return;
    const erased = {
      id: userId,
      firstName: ANONYMISED.name,
      lastName: '',
      email: ANONYMISED.email,
      company: '',
      phone: '',
    };
    try {
      await crm.syncLead(interestLead(erased, []));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof CrmRejected || job.lastAttempt) throw new PermanentFailure(message);
      throw new RetryLater(message, err instanceof CrmRetryLater ? err.delayMs : undefined);
    }
  });

  /** One sync per user waiting at a time: it reads the selection when it runs. */
  async function queueSync(executor: Executor, userId: string) {
    if (crm.configured)
      await jobs.enqueueUnlessWaiting(executor, CATALOGUE_SYNC_JOB, { userId }, userId);
  }

  async function readableList(auth: RequestAuth, userId: string) {
    const own = auth.user.id === userId;
    if (!own && !auth.isAdmin) throw new Forbidden(M.forbiddenRead);
    if (!own && !(UUID.test(userId) && (await repository.userExists(db, userId)))) {
      throw new NotFound(M.userNotFound);
    }
  }

  function ownList(auth: RequestAuth, userId: string) {
    if (auth.user.id !== userId) throw new Forbidden(M.forbidden);
  }

  return {
    async offered(): Promise<CatalogueService[]> {
      return (await repository.activeServices(db)).map(toService);
    },

    async selection(auth: RequestAuth, userId: string): Promise<SelectedService[]> {
      await readableList(auth, userId);
      return (await repository.selectedServices(db, userId)).map(toSelected);
    },

    /**
     * Adds services to the user's own list. Every id must name a service on
     * offer, or nothing is added; one already selected is kept as it was.
     * The new ones (if any) go to the company by e-mail and to the CRM, queued
     * in the same transaction as the selection itself.
     */
    async add(
      auth: RequestAuth,
      userId: string,
      request: AddServicesRequest,
      context: CollectionContext,
    ) {
      ownList(auth, userId);
      const result = await db.transaction(async (tx) => {
        const offered = await repository.activeServicesByIds(tx, request.serviceIds);
        if (offered.length !== request.serviceIds.length) {
          throw new Invalid(M.unknownServices, { errors: [M.unknownServices] });
        }
        const added = await repository.addSelections(tx, userId, request.serviceIds, request.notes);
        if (added.length > 0) {
          const person = await repository.person(tx, userId);
          if (!person) throw new NotFound(M.userNotFound);
          await consent.record(tx, { email: person.email, purpose: 'catalogue', ...context });
          const addedServices = offered.filter((service) => added.includes(service.id));
          await mail.queue(
            tx,
            serviceInterestNotification(site, person, addedServices, request.notes),
            userId,
          );
          await queueSync(tx, userId);
        }
        return { added: added.length, services: await repository.selectedServices(tx, userId) };
      });
      if (result.added > 0) mail.flush();
      return { services: result.services.map(toSelected), message: M.added(result.added) };
    },

    /**
     * A user's selections, for the privacy module (found by the account's
     * address); an erasure deletes them and has the CRM lead cleared.
     */
    personalData: {
      name: 'serviceCatalogue',
      async export(executor, email) {
        const found = await repository.personByEmail(executor, email);
        if (!found) return [];
        return (await repository.selectedServices(executor, found.id)).map((row) => ({
          service: row.title,
          notes: row.notes,
          addedAt: row.addedAt.toISOString(),
        }));
      },
      async erase(tx, email) {
        const found = await repository.personByEmail(tx, email);
        if (!found) return { count: 0 };
        const count = await repository.deleteSelections(tx, found.id);
        await jobs.discardWaiting(tx, CATALOGUE_SYNC_JOB, { subjectIds: [found.id] });
        if (count > 0 && crm.configured) {
          await jobs.enqueue(
            tx,
            CATALOGUE_ERASE_JOB,
            { userId: found.id },
            { subjectId: found.id },
          );
        }
        return { count };
      },
    } satisfies PersonalDataSource,

    async remove(auth: RequestAuth, userId: string, serviceId: string) {
      ownList(auth, userId);
      if (!UUID.test(serviceId)) throw new NotFound(M.notSelected);
      const services = await db.transaction(async (tx) => {
        if (!(await repository.removeSelection(tx, userId, serviceId))) {
          throw new NotFound(M.notSelected);
        }
        await queueSync(tx, userId);
        return repository.selectedServices(tx, userId);
      });
      jobs.wake();
      return { services: services.map(toSelected), message: M.removed };
    },

    async interest(query: { serviceId?: string | undefined; page: number; limit: number }) {
      const { rows, total } = await repository.interest(db, {
        serviceId: query.serviceId,
        page: query.page,
        limit: query.limit,
      });
      return { interest: rows.map(toInterest), pagination: pagination(query, total) };
    },

    /** Staff: the whole "service interest" list, all or one service, batch by batch (the CSV export). */
    async *exportInterest(serviceId: string | undefined): AsyncGenerator<ServiceInterest[]> {
      for await (const rows of repository.interestInBatches(db, serviceId)) {
        yield rows.map(toInterest);
      }
    },

    async users(query: { page: number; limit: number }) {
      const { rows, total } = await repository.usersWithSelections(db, query);
      const users: CatalogueUser[] = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
      return { users, pagination: pagination(query, total) };
    },
  };
}

function pagination({ page, limit }: { page: number; limit: number }, total: number) {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

export type ServiceCatalogue = ReturnType<typeof createCatalogueService>;
