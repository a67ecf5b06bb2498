import type { Database } from '../client.ts';
import { services } from '../schema.ts';

/**
 * The consultancy's offering, one row per thing the marketing pages sell:
 * each service landing page, the services page's tabs and the pricing page's
 * add-ons (whose keys the pricing page also uses). Every row names the page
 * that sells it, so a catalogue card can link back to it.
 */
export const SEED_SERVICES = [
  {
    key: 'dynamics-365-implementation',
    title: 'Dynamics 365 Implementation',
    category: 'Dynamics 365',
    landingPath: '/dynamics-365-implementation',
    description:
      'A complete Dynamics 365 rollout for sales, customer service, field service, marketing or finance: configured around your processes, loaded with your data and adopted by your people.',
  },
  {
    key: 'dynamics-365-sales',
    title: 'Dynamics 365 Sales',
    category: 'Dynamics 365',
    landingPath: '/sales',
    description:
      'Lead-to-cash in one place: pipeline, forecasting, quotes and Outlook and Teams integration, set up for how your sales team really sells.',
  },
  {
    key: 'power-platform-development',
    title: 'Power Platform Development',
    category: 'Power Platform',
    landingPath: '/power-platform-development',
    description:
      'Business apps, automated workflows, portals and reports built on Power Apps, Power Automate, Power Pages and Power BI, with governance from day one.',
  },
  {
    key: 'power-apps-canvas-app',
    title: 'Power Apps Canvas Apps',
    category: 'Power Platform',
    landingPath: '/power-apps-canvas-app',
    description:
      'Mobile and tablet apps for inspections, approvals and field work that replace paper forms and spreadsheets, working offline where your people do.',
  },
  {
    key: 'power-automate',
    title: 'Power Automate Workflows',
    category: 'Power Platform',
    landingPath: '/power-automate',
    description:
      'Approvals, document handling and hand-offs between systems automated with cloud flows and desktop robotic process automation.',
  },
  {
    key: 'custom-power-apps-development',
    title: 'Custom Power Apps Development',
    category: 'Power Platform',
    landingPath: '/pricing',
    description:
      'New apps and features built by our developers on top of your support plan, for the needs off-the-shelf apps do not meet.',
  },
  {
    key: 'microsoft-365',
    title: 'Microsoft 365 Deployment',
    category: 'Microsoft 365',
    landingPath: '/microsoft-365',
    description:
      'Teams, SharePoint, Exchange and OneDrive set up securely, with the migration of mail and files and the adoption work that makes them stick.',
  },
  {
    key: 'data-migration-integration',
    title: 'Data Migration & Integration',
    category: 'Data & Integration',
    landingPath: '/data-migration-integration',
    description:
      'Data moved from legacy CRM, ERP and spreadsheets without loss, and your applications kept in sync through reliable integrations.',
  },
  {
    key: 'cloud-services',
    title: 'Azure Cloud Services',
    category: 'Azure',
    landingPath: '/cloud-services',
    description:
      'Migration to Azure, secure landing zones, backup and disaster recovery, and the monitoring and cost control that keep them healthy.',
  },
  {
    key: 'consulting-services',
    title: 'Consulting Services',
    category: 'Consulting',
    landingPath: '/consulting-services',
    description:
      'Independent advice on licensing, architecture, roadmaps and project rescue from consultants who have delivered Microsoft business applications for years.',
  },
  {
    key: 'professional-training',
    title: 'Professional Training',
    category: 'Training',
    landingPath: '/professional-training',
    description:
      'Role-based courses for users, administrators and makers of Dynamics 365 and the Power Platform, with certification preparation.',
  },
  {
    key: 'live-training',
    title: 'Live Training Sessions',
    category: 'Training',
    landingPath: '/training',
    description:
      'Instructor-led sessions, online or on site, tailored to your own system and data so your team learns what it will use on Monday.',
  },
  {
    key: 'power-platform',
    title: 'Power Platform Training',
    category: 'Training',
    landingPath: '/pricing',
    description:
      'Live sessions, added to your plan, that help your team build and run their own Power Platform solutions.',
  },
  {
    key: 'managed-support',
    title: 'Managed Support Plan',
    category: 'Support',
    landingPath: '/support',
    description:
      'Ongoing support for your Microsoft business applications: a help desk, fixes, updates and health checks on a Basic, Professional or Enterprise plan.',
  },
  {
    key: 'premium-support-hours',
    title: 'Premium Support Hours',
    category: 'Support',
    landingPath: '/pricing',
    description:
      'Extra hours with a senior consultant for urgent or complex requests, on top of your support plan.',
  },
] as const;

/** Inserts the services that are not there yet (by key); returns how many were added. */
export async function seedServices(db: Database): Promise<number> {
  const added = await db
    .insert(services)
    .values(SEED_SERVICES.map((service, index) => ({ ...service, sortOrder: index })))
    .onConflictDoNothing({ target: services.key })
    .returning({ id: services.id });
  return added.length;
}
