import * as z from 'zod/mini';
import {
  CATALOGUE_MESSAGES as M,
  type CatalogueService,
  type CatalogueUser,
  type SelectedService,
  type ServiceInterest,
} from '../../../shared/service-catalogue.ts';
import type { AddServicesRequest } from '../../../shared/service-catalogue-schemas.ts';
import type { LeadSource } from '../../../shared/analytics.ts';
import { leadSourceLine } from '../../../shared/lead-sources.ts';
import { ANONYMISED } from '../../../shared/privacy-messages.ts';
import type { SiteReader } from '../settings/settings.types.ts';
import type { Database, Executor } from '../../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { LeadContext } from '../../lead-context.ts';
import type { RequestAuth } from '../../request-auth.ts';
import type { LeadAttribution } from '../analytics/analytics.service.ts';
import { crmJobFailure, type CrmService, type LeadInput } from '../crm/crm.service.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ConsentRecorder, PersonalDataSource } from '../privacy/privacy.types.ts';
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

/** A catalogue addition's lead id: one lead per user and service added. */
export const catalogueLeadId = (userId: string, serviceId: string) => `${userId}:${serviceId}`;

/** A row of the "service interest" list with its source, as the CSV export writes it. */
export type ExportedInterest = ServiceInterest & { leadSource: LeadSource };

function toSelected(row: repository.SelectedServiceRow): SelectedService {
  return { ...toService(row), notes: row.notes, addedAt: row.addedAt.toISOString() };
}

/**
 * The lead a user's catalogue becomes: their details and every service they
 * selected, each with where the user came from when they added it.
 */
export function interestLead(
  person: InterestedPerson,
  selected: repository.SelectedServiceRow[],
  sources: ReadonlyMap<string, LeadSource> = new Map(),
): LeadInput {
  const lines = selected.length
    ? selected.map((service) => {
        const source = sources.get(catalogueLeadId(person.id, service.id));
        const notes = service.notes ? `: ${service.notes}` : '';
        return `- ${service.title} (${service.category})${notes}${source ? ` — Source: ${leadSourceLine(source)}` : ''}`;
      })
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
      'Form: website (service catalogue)',
      `User ID: ${person.id}`,
    ].join('\n'),
  };
}

export interface CatalogueServiceDeps {
  db: Database;
  mail: MailService;
  jobs: JobQueue;
  crm: CrmService;
  /** The company's facts as they are now (the site settings), read for each e-mail. */
  site: SiteReader;
  consent: ConsentRecorder;
  /** Each addition's source: recorded with it, exported and forgotten with it. */
  analytics: LeadAttribution;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

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
  site: readSite,
  consent,
  analytics,
  now = () => new Date(),
}: CatalogueServiceDeps) {
  /** The sources of a user's additions of these services, by lead id (one read). */
  const sourcesOf = (executor: Executor, userId: string, serviceIds: readonly string[]) =>
    analytics.sourcesOf(
      executor,
      'catalogue',
      serviceIds.map((serviceId) => catalogueLeadId(userId, serviceId)),
    );

  jobs.register(CATALOGUE_SYNC_JOB, async ({ userId }) => {
    if (!crm.configured) return;
    const person = await repository.person(db, userId);
    // The account was deleted since: its lead is no longer ours to update. Or
    // its address is not proven (changed since): its verification syncs it.
    if (!person?.verified) return;
    const selected = await repository.selectedServices(db, userId);
    const sources = await sourcesOf(
      db,
      userId,
      selected.map((service) => service.id),
    );
    try {
      await crm.syncLead(interestLead(person, selected, sources));
    } catch (err) {
      throw crmJobFailure(err);
    }
  });

  jobs.register(CATALOGUE_ERASE_JOB, async ({ userId }) => {
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
      throw crmJobFailure(err);
    }
  });

  /** One sync per user waiting at a time: it reads the selection when it runs. */
  async function queueSync(executor: Executor, userId: string) {
    if (crm.configured)
      await jobs.enqueueUnlessWaiting(executor, CATALOGUE_SYNC_JOB, { userId }, userId);
  }

  /**
   * The buying signals of a verified account's new interest: an e-mail to the
   * company naming the services it has not been told of within the day (a
   * service removed and added again does not e-mail twice; the CRM lead still
   * follows every change), and the CRM lead's update. Answers whether an
   * e-mail was queued.
   */
  async function signalInterest(
    tx: Executor,
    userId: string,
    candidates: Pick<repository.ServiceRow, 'id' | 'title' | 'category'>[],
    notes: string,
  ): Promise<boolean> {
    const person = await repository.person(tx, userId);
    if (!person) throw new NotFound(M.userNotFound);
    const at = now();
    const due = await repository.claimNotices(
      tx,
      userId,
      candidates.map((service) => service.id),
      at,
      new Date(at.getTime() - DAY_MS),
    );
    const mailed = due.length > 0;
    if (mailed) {
      const services = candidates.filter((service) => due.includes(service.id));
      const site = await readSite(tx);
      await mail.queue(tx, serviceInterestNotification(site, person, services, notes), userId);
    }
    await queueSync(tx, userId);
    return mailed;
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
     * in the same transaction as the selection itself, and each is a lead
     * whose source is recorded with it.
     */
    async add(
      auth: RequestAuth,
      userId: string,
      request: AddServicesRequest,
      context: LeadContext,
    ) {
      ownList(auth, userId);
      // Before the transaction: finding the visit may write this instance's buffered views.
      const visit = await analytics.visitFor(context.visitor);
      const result = await db.transaction(async (tx) => {
        const offered = await repository.activeServicesByIds(tx, request.serviceIds);
        if (offered.length !== request.serviceIds.length) {
          throw new Invalid(M.unknownServices, { errors: [M.unknownServices] });
        }
        const added = await repository.addSelections(tx, userId, request.serviceIds, request.notes);
        for (const serviceId of added) {
          const lead = { kind: 'catalogue' as const, id: catalogueLeadId(userId, serviceId) };
          await analytics.attribute(tx, lead, visit);
        }
        let mailed = false;
        if (added.length > 0) {
          await consent.record(tx, { email: auth.user.email, purpose: 'catalogue', ...context });
          // An unproven address reaches neither the company's inbox nor the CRM;
          // its verification sends what it selected meanwhile (onEmailVerified).
          if (auth.verified) {
            const addedServices = offered.filter((service) => added.includes(service.id));
            mailed = await signalInterest(tx, userId, addedServices, request.notes);
          }
        }
        return {
          added: added.length,
          mailed,
          services: await repository.selectedServices(tx, userId),
        };
      });
      analytics.leadStored('catalogue', result.added);
      if (result.mailed) mail.flush();
      else if (result.added > 0) jobs.wake();
      return { services: result.services.map(toSelected), message: M.added(result.added) };
    },

    /**
     * An account has just proven its address (the auth module tells, in its
     * transaction): what it selected before goes to the company and the CRM.
     */
    async announceInterest(tx: Executor, userId: string): Promise<void> {
      const selected = await repository.selectedServices(tx, userId);
      if (selected.length === 0) return;
      const notes = [...new Set(selected.map((service) => service.notes).filter(Boolean))];
      await signalInterest(tx, userId, selected, notes.join('\n'));
    },

    /**
     * A user's selections with their sources, for the privacy module (found
     * by the account's address); an erasure deletes them and their sources
     * and has the CRM lead cleared.
     */
    personalData: {
      name: 'serviceCatalogue',
      async export(executor, email) {
        const found = await repository.personByEmail(executor, email);
        if (!found) return [];
        const selected = await repository.selectedServices(executor, found.id);
        const sources = await sourcesOf(
          executor,
          found.id,
          selected.map((row) => row.id),
        );
        return selected.map((row) => ({
          service: row.title,
          notes: row.notes,
          addedAt: row.addedAt.toISOString(),
          leadSource: sources.get(catalogueLeadId(found.id, row.id)),
        }));
      },
      async erase(tx, email) {
        const found = await repository.personByEmail(tx, email);
        if (!found) return { count: 0 };
        const serviceIds = await repository.deleteSelections(tx, found.id);
        const count = serviceIds.length;
        await analytics.forgetLeads(
          tx,
          'catalogue',
          serviceIds.map((serviceId) => catalogueLeadId(found.id, serviceId)),
        );
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
        // The addition is withdrawn: its source goes with it (a new addition records its own).
        await analytics.forgetLeads(tx, 'catalogue', [catalogueLeadId(userId, serviceId)]);
        if (auth.verified) await queueSync(tx, userId);
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

    /** Staff: the whole "service interest" list with each addition's source, all or one service, batch by batch (the CSV export). */
    async *exportInterest(serviceId: string | undefined): AsyncGenerator<ExportedInterest[]> {
      for await (const rows of repository.interestInBatches(db, serviceId)) {
        const sources = await analytics.sourcesOf(
          db,
          'catalogue',
          rows.map((row) => catalogueLeadId(row.userId, row.serviceId)),
        );
        yield rows.map((row) => ({
          ...toInterest(row),
          leadSource: sources.get(catalogueLeadId(row.userId, row.serviceId))!,
        }));
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
