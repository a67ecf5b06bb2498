import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // Parallel test runs build into their own folders (BUILD_DIR).
  buildDirectory: process.env['BUILD_DIR'] ?? 'build',
  ssr: true,
} satisfies Config;
