import * as z from 'zod/mini';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES as M } from './service-catalogue.ts';

/**
 * `POST /api/services/users/{userId}`: `{ serviceIds: [id], notes }`. The ids
 * are checked for shape here and for existence by the server; duplicates in
 * the list are folded into one.
 */
export const addServicesSchema = z.object({
  serviceIds: z.pipe(
    z
      .array(z.string(M.serviceIdsInvalid).check(z.uuid(M.unknownServices)), M.serviceIdsInvalid)
      .check(
        z.minLength(1, M.serviceIdsRequired),
        z.maxLength(CATALOGUE_LIMITS.serviceIds, M.tooManyServices),
      ),
    z.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
  notes: z.pipe(
    z.optional(
      z.nullable(
        z
          .string(M.notesInvalid)
          .check(z.trim(), z.maxLength(CATALOGUE_LIMITS.notes, M.notesTooLong)),
      ),
    ),
    z.transform((notes) => notes ?? ''),
  ),
});
export type AddServicesRequest = z.infer<typeof addServicesSchema>;

const page = z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)));

/** Staff's "service interest" list: all services, or one. */
export const serviceInterestQuerySchema = z.object({
  serviceId: z.optional(z.uuid(M.unknownServices)),
  page,
});

/** Administrators' users list. */
export const catalogueUsersQuerySchema = z.object({ page });

export const catalogueUserParamsSchema = z.object({
  userId: z.string().check(z.maxLength(100)),
});
export const catalogueSelectionParamsSchema = z.object({
  userId: z.string().check(z.maxLength(100)),
  serviceId: z.string().check(z.maxLength(100)),
});
