export { setupBuild as setup } from './global-setup.ts';
