import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // Parallel test runs build into their own folders (BUILD_DIR).
  buildDirectory: process.env['BUILD_DIR'] ?? 'build',
  ssr: true,
  // A server-rendered page imports a route's split chunks (clientLoader…) up
  // front anyway, so splitting only adds a file, and the manifest entries
  // naming it, to every such page's first load (the 30 kB budget).
  splitRouteModules: false,
} satisfies Config;
