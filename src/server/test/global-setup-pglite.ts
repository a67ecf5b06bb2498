export { setupPgliteTemplate as setup } from './global-setup.ts';
