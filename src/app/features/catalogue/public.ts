/**
 * What the catalogue offers the rest of the app: the staff's service
 * interest list (lead inbox) and the administrators' users list (dashboard),
 * each with the reader its screen's loader calls, and the landing pages'
 * "Add to my services" button.
 */
export { CatalogueUsers } from './components/catalogue-users.tsx';
export { ServiceInterestList } from './components/service-interest-list.tsx';
export { AddToMyServices } from './components/add-to-my-services.tsx';
export { catalogueUsersData, serviceInterestData } from './catalogue-lists.ts';
