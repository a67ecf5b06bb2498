import { and, asc, count, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { atTime, exactTime, keysetBatches } from '../../db/keyset.ts';
import {
  serviceInterestNotices,
  services,
  userServices,
  users,
  type ServiceRow,
} from '../../db/schema.ts';

export type { ServiceRow };
export type SelectedServiceRow = ServiceRow & { notes: string; addedAt: Date };

const byOffering = [asc(services.sortOrder), asc(services.title)];

/** Every service offered now, in the order the pages present them. */
export function activeServices(executor: Executor): Promise<ServiceRow[]> {
  return executor
    .select()
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(...byOffering);
}

/** The services with these ids that are still offered. */
export function activeServicesByIds(executor: Executor, ids: string[]): Promise<ServiceRow[]> {
  return executor
    .select()
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.isActive, true)));
}

export async function userExists(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** A user's selection with each link's notes, in the order they chose (oldest first). */
export function selectedServices(
  executor: Executor,
  userId: string,
): Promise<SelectedServiceRow[]> {
  return executor
    .select({
      ...getTableColumns(services),
      notes: userServices.notes,
      addedAt: userServices.addedAt,
    })
    .from(userServices)
    .innerJoin(services, eq(services.id, userServices.serviceId))
    .where(eq(userServices.userId, userId))
    .orderBy(asc(userServices.addedAt), ...byOffering);
}

/**
 * Claims the company's notice of these services for the user: answers the
 * ids not noticed since `since` (the others were e-mailed within the day),
 * and records `now` for them, in one statement (two instances claiming at
 * once cannot both win).
 */
export async function claimNotices(
  executor: Executor,
  userId: string,
  serviceIds: string[],
  now: Date,
  since: Date,
): Promise<string[]> {
  if (serviceIds.length === 0) return [];
  const claimed = await executor
    .insert(serviceInterestNotices)
    .values(serviceIds.map((serviceId) => ({ userId, serviceId, notifiedAt: now })))
    .onConflictDoUpdate({
      target: [serviceInterestNotices.userId, serviceInterestNotices.serviceId],
      set: { notifiedAt: now },
      setWhere: lt(serviceInterestNotices.notifiedAt, since),
    })
    .returning({ serviceId: serviceInterestNotices.serviceId });
  return claimed.map((row) => row.serviceId);
}

/** Adds the links that do not exist yet; returns the ids that were new. */
export async function addSelections(
  executor: Executor,
  userId: string,
  serviceIds: string[],
  notes: string,
): Promise<string[]> {
  if (serviceIds.length === 0) return [];
  const added = await executor
    .insert(userServices)
    .values(serviceIds.map((serviceId) => ({ userId, serviceId, notes })))
    .onConflictDoNothing()
    .returning({ serviceId: userServices.serviceId });
  return added.map((row) => row.serviceId);
}

export async function removeSelection(
  executor: Executor,
  userId: string,
  serviceId: string,
): Promise<boolean> {
  const removed = await executor
    .delete(userServices)
    .where(and(eq(userServices.userId, userId), eq(userServices.serviceId, serviceId)))
    .returning({ serviceId: userServices.serviceId });
  return removed.length > 0;
}

/** One row of staff's "service interest": the person, the service and their note. */
const interestFields = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  company: users.company,
  serviceId: services.id,
  serviceTitle: services.title,
  notes: userServices.notes,
  addedAt: userServices.addedAt,
  /** The exact time added, for the export's keyset. */
  keysetAt: exactTime(userServices.addedAt),
};
/** Newest first, then by service and person: one order for the list and its export. */
const interestOrder = [
  desc(userServices.addedAt),
  asc(services.title),
  asc(services.id),
  asc(users.id),
];
const ofService = (serviceId: string | undefined) =>
  serviceId ? eq(userServices.serviceId, serviceId) : undefined;

export type InterestRow = Awaited<ReturnType<ReturnType<typeof selectInterest>['execute']>>[number];

function selectInterest(executor: Executor) {
  return executor
    .select(interestFields)
    .from(userServices)
    .innerJoin(users, eq(users.id, userServices.userId))
    .innerJoin(services, eq(services.id, userServices.serviceId));
}

/** Staff's "service interest": who picked which service, newest first, all or one service. */
export async function interest(
  executor: Executor,
  { serviceId, page, limit }: { serviceId: string | undefined; page: number; limit: number },
) {
  const where = ofService(serviceId);
  const [rows, [total]] = await Promise.all([
    selectInterest(executor)
      .where(where)
      .orderBy(...interestOrder)
      .limit(limit)
      .offset((page - 1) * limit),
    executor.select({ total: count() }).from(userServices).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The whole "service interest" list, all or one service, in keyset batches (the CSV export). */
export function interestInBatches(executor: Executor, serviceId: string | undefined) {
  type Cursor = { at: string; title: string; serviceId: string; userId: string };
  return keysetBatches(
    (after: Cursor | undefined, limit) =>
      selectInterest(executor)
        .where(
          and(
            ofService(serviceId),
            after
              ? and(
                  sql`${userServices.addedAt} <= ${atTime(after.at)}`,
                  or(
                    lt(userServices.addedAt, atTime(after.at)),
                    and(
                      eq(userServices.addedAt, atTime(after.at)),
                      sql`(${services.title}, ${services.id}, ${users.id}) > (${after.title}, ${after.serviceId}::uuid, ${after.userId}::uuid)`,
                    ),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(...interestOrder)
        .limit(limit),
    (last): Cursor => ({
      at: last.keysetAt,
      title: last.serviceTitle,
      serviceId: last.serviceId,
      userId: last.userId,
    }),
  );
}

/** Administrators' users list: newest accounts first, with the size of each catalogue. */
export async function usersWithSelections(
  executor: Executor,
  { page, limit }: { page: number; limit: number },
) {
  const selected = executor
    .select({ userId: userServices.userId, selected: count().as('selected') })
    .from(userServices)
    .groupBy(userServices.userId)
    .as('selected');
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        company: users.company,
        createdAt: users.createdAt,
        serviceCount: sql<number>`coalesce(${selected.selected}, 0)::int`,
      })
      .from(users)
      .leftJoin(selected, eq(selected.userId, users.id))
      .orderBy(desc(users.createdAt), asc(users.email))
      .limit(limit)
      .offset((page - 1) * limit),
    executor.select({ total: count() }).from(users),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The person behind an addition, for the company's e-mail and the CRM lead. */
export async function person(executor: Executor, userId: string) {
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: users.company,
      phone: users.phone,
      verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The account behind an address (an export or erasure of its selections). */
export async function personByEmail(executor: Executor, email: string) {
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

/** Deletes every selection of the user; resolves with how many went. */
export async function deleteSelections(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .delete(userServices)
    .where(eq(userServices.userId, userId))
    .returning({ id: userServices.serviceId });
  return rows.map((row) => row.id);
}
