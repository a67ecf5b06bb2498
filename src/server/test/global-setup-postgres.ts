export { setupPostgresTemplate as setup } from './global-setup.ts';
