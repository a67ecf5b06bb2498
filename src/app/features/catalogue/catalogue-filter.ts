import type { CatalogueService } from '../../../shared/service-catalogue.ts';

/** The distinct categories of all services, in the order the services come. */
export function categoriesOf(services: readonly CatalogueService[]): string[] {
  return [...new Set(services.map((service) => service.category))];
}

/**
 * What the Add Services list shows: services not selected yet whose title or
 * description contains the search (case-insensitively) and whose category
 * equals the chosen one ('' for all).
 */
export function servicesToAdd(
  services: readonly CatalogueService[],
  selectedIds: ReadonlySet<string>,
  search: string,
  category: string,
): CatalogueService[] {
  const needle = search.trim().toLowerCase();
  return services.filter(
    (service) =>
      !selectedIds.has(service.id) &&
      (!category || service.category === category) &&
      (!needle ||
        service.title.toLowerCase().includes(needle) ||
        service.description.toLowerCase().includes(needle)),
  );
}
