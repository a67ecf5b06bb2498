import {
  Database,
  LifeBuoy,
  MessagesSquare,
  Rocket,
  ShieldCheck,
  Workflow,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { DocsGroupId } from '../content/docs.ts';

/**
 * Each topic's icon. Icons are components, which loader data cannot carry,
 * so the guides name none and the page picks the icon by the topic's id.
 */
const groupIcons: Record<DocsGroupId, LucideIcon> = {
  'getting-started': Rocket,
  'power-apps-and-power-automate': Workflow,
  'microsoft-365-and-teams': MessagesSquare,
  'data-integrations-and-migration': Database,
  'security-licences-and-administration': ShieldCheck,
  'working-with-support': LifeBuoy,
};

/** The icon of the topic `id`. */
export function GroupIcon({ id, ...props }: { id: DocsGroupId } & LucideProps) {
  const Icon = groupIcons[id];
  return <Icon {...props} />;
}
