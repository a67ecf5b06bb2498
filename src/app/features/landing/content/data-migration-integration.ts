import {
  ArrowLeftRight,
  DatabaseZap,
  GitMerge,
  Network,
  RefreshCw,
  ShieldCheck,
} from 'lucide-react';
import type { LandingPageContent } from './types.ts';

/**
 * /data-migration-integration. Primary CTA opens the meeting dialog; secondary goes to
 * /contact.
 */
export const dataMigrationPage: LandingPageContent = {
  path: '/data-migration-integration',
  name: 'Data Migration & Integration',
  meta: {
    title: 'Data Migration & Integration Services',
    description:
      'Data migration and system integration for Dynamics 365, Power Platform, Microsoft 365 and Azure: cleansed, reconciled migrations and reliable integrations across 500+ data sources.',
    keywords: [
      'data migration',
      'Dynamics 365 data migration',
      'system integration',
      'Dataverse integration',
      'Azure Data Factory',
      'API integration',
      'ETL',
    ],
    serviceType: 'Data migration and system integration',
  },
  hero: {
    eyebrow: 'Data migration & integration',
    description:
      'We move your data out of legacy systems and spreadsheets without losing a record, and connect your applications so information flows between them automatically.',
    highlights: [
      'Reconciled, audited migrations',
      '500+ data sources',
      '300+ connectors',
      'Monitoring and alerts for every integration',
    ],
    primary: { kind: 'meeting', label: 'Discuss Your Data', source: 'data-migration-integration' },
    secondary: { kind: 'anchor', label: 'See Our Approach', href: '#process' },
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'Capabilities',
    title: 'Data services we deliver',
    description: 'Migration and integration planned together, so your new system starts complete.',
    cards: [
      {
        icon: DatabaseZap,
        title: 'Data Migration',
        description:
          'Customers, products, transactions and documents moved from legacy CRM, ERP, databases and spreadsheets.',
      },
      {
        icon: RefreshCw,
        title: 'Data Cleansing',
        description:
          'Duplicates merged, formats standardised and gaps filled before anything reaches the new system.',
      },
      {
        icon: ArrowLeftRight,
        title: 'System Integration',
        description:
          'Dynamics 365, Microsoft 365 and line-of-business systems kept in sync in real time or on a schedule.',
      },
      {
        icon: Network,
        title: 'API Development',
        description:
          'Custom connectors and APIs for systems without a standard connector, documented and secured.',
      },
      {
        icon: GitMerge,
        title: 'Data Pipelines',
        description:
          'Azure Data Factory and Dataflows that load, transform and combine data for reporting.',
      },
      {
        icon: ShieldCheck,
        title: 'Governance & Security',
        description:
          'Encryption, access controls and audit logs that keep sensitive data protected in transit and at rest.',
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    title: 'A migration you can trust',
    description: 'Six steps, with reconciled counts at every stage, so nothing is lost on the way.',
    steps: [
      {
        title: 'Data Discovery',
        description:
          'We profile every source system: volumes, quality, relationships and what the business still needs.',
      },
      {
        title: 'Mapping & Design',
        description:
          'Field-by-field mappings, transformation rules and the integration architecture, signed off by your team.',
      },
      {
        title: 'Cleansing & Preparation',
        description:
          'Duplicates, outdated records and inconsistent formats resolved with your data owners.',
      },
      {
        title: 'Trial Migration',
        description:
          'A full rehearsal in a test environment, with record counts and spot checks reconciled.',
      },
      {
        title: 'Cut-Over & Go-Live',
        description:
          'The final migration in a planned window, with a fallback plan and sign-off before users switch.',
      },
      {
        title: 'Monitoring & Support',
        description:
          'Integrations watched with alerts and retries, and support when a source system changes.',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    eyebrow: 'Results',
    title: 'Why connected data matters',
    description: 'Accurate data in every system, entered once.',
    items: [
      {
        value: '80%',
        title: 'Fewer manual tasks',
        description:
          'Up to 80% fewer manual tasks once data moves between systems automatically instead of by re-keying.',
      },
      {
        value: '40%',
        title: 'Lower IT infrastructure costs',
        description:
          'Cut IT infrastructure costs by up to 40% by retiring legacy databases and servers after migration.',
      },
      {
        value: '500+',
        title: 'Data sources',
        description:
          'Connect more than 500 data sources, from SQL and SharePoint to SaaS applications and files.',
      },
      {
        title: 'One version of the truth',
        description:
          'Sales, finance and operations see the same figures because every system shares the same data.',
      },
    ],
  },
  cta: {
    title: 'Ready to move and connect your data?',
    description:
      'Tell us which systems you are leaving and which you are keeping. We will propose a migration and integration plan with a clear estimate.',
    primary: {
      kind: 'meeting',
      label: 'Schedule a Consultation',
      source: 'data-migration-integration',
    },
    secondary: { kind: 'link', label: 'Contact Us', to: '/contact' },
  },
};
