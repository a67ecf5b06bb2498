import {
  Building,
  ChartNoAxesCombined,
  Cloud,
  CloudCog,
  CloudUpload,
  Container,
  Database,
  DatabaseBackup,
  Globe,
  HardDrive,
  KeyRound,
  Layers,
  PiggyBank,
  Server,
  ShieldCheck,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { LandingCard, LandingPageContent, LandingSectionIntro } from './types.ts';

/**
 * /cloud-services (Azure). Start Your Cloud Journey and Get Cloud Assessment open the
 * meeting dialog with this source; View Migration Guide jumps to the guide below.
 */
export const CLOUD_MEETING_SOURCE = 'cloud-services';

export const cloudServicesPage: LandingPageContent = {
  path: '/cloud-services',
  name: 'Cloud Services',
  meta: {
    title: 'Azure Cloud Services and Migration',
    description:
      'Microsoft Azure cloud services for small and medium organisations: cloud migration, infrastructure management, security, backup and cost optimisation, cutting IT infrastructure costs by up to 40%.',
    keywords: [
      'Azure cloud services',
      'Azure migration',
      'cloud migration',
      'Microsoft Azure partner',
      'hybrid cloud',
      'cloud infrastructure management',
      'Azure cost optimisation',
    ],
    serviceType: 'Microsoft Azure cloud services',
  },
  hero: {
    eyebrow: 'Microsoft Azure',
    description:
      'We move your servers, applications and data to Microsoft Azure, then run them securely and cost-effectively, so your team can stop worrying about hardware.',
    highlights: [
      'Cut IT infrastructure costs by up to 40%',
      'Up to 99.99% uptime',
      'Security and backup built in',
      'Public, private, hybrid or multi-cloud',
    ],
    primary: { kind: 'meeting', label: 'Start Your Cloud Journey', source: CLOUD_MEETING_SOURCE },
    secondary: { kind: 'anchor', label: 'Explore Azure Services', href: '#azure-services' },
  },
  capabilities: {
    id: 'services',
    eyebrow: 'Our cloud services',
    title: 'End-to-end cloud services',
    description:
      'From the first assessment to day-to-day operations, one team looks after your cloud.',
    cards: [
      {
        icon: CloudUpload,
        title: 'Cloud Migration',
        description:
          'Servers, databases and applications moved to Azure with a tested plan and minimal downtime.',
      },
      {
        icon: CloudCog,
        title: 'Infrastructure Management',
        description:
          'Monitoring, patching and performance tuning of your Azure estate, around the clock.',
      },
      {
        icon: ShieldCheck,
        title: 'Cloud Security',
        description:
          'Identity, network and data protection with Microsoft Defender for Cloud and Zero Trust principles.',
      },
      {
        icon: DatabaseBackup,
        title: 'Backup & Disaster Recovery',
        description:
          'Automated backups and a tested recovery plan that brings critical systems back quickly.',
      },
      {
        icon: PiggyBank,
        title: 'Cost Optimisation',
        description:
          'Right-sized resources, reservations and budgets with monthly reports on what you spend and why.',
      },
      {
        icon: Workflow,
        title: 'DevOps & Automation',
        description:
          'Infrastructure as code and deployment pipelines that make every change repeatable and reviewable.',
      },
    ],
  },
  process: {
    id: 'migration-process',
    eyebrow: 'Migration process',
    title: 'Our six-step cloud migration process',
    description: 'A proven path to Azure that keeps your business running while it moves.',
    steps: [
      {
        title: 'Cloud Assessment',
        description:
          'An inventory of servers, applications and dependencies, with costs compared before and after the move.',
      },
      {
        title: 'Strategy & Planning',
        description:
          'For each workload: rehost, refactor, replace or retire, in migration waves ordered by risk and value.',
      },
      {
        title: 'Architecture Design',
        description:
          'A secure Azure landing zone with networking, identity, governance and backup designed in.',
      },
      {
        title: 'Migration Execution',
        description:
          'Workloads moved wave by wave, with rehearsals and cut-overs scheduled outside business hours.',
      },
      {
        title: 'Testing & Optimization',
        description:
          'Performance, security and failover tested, then resources right-sized to what you really use.',
      },
      {
        title: 'Ongoing Management',
        description:
          'Monitoring, patching, cost reviews and support so your cloud stays fast, secure and affordable.',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    eyebrow: 'Benefits',
    title: 'Why move to Azure',
    description: 'Enterprise-grade infrastructure at a price that suits a growing organisation.',
    items: [
      {
        value: '40%',
        title: 'Lower IT infrastructure costs',
        description:
          'Cut IT infrastructure costs by up to 40% by paying only for what you use and retiring ageing hardware.',
      },
      {
        value: '99.99%',
        title: 'Uptime',
        description: 'Up to 99.99% uptime for workloads deployed across Azure availability zones.',
      },
      {
        value: '80%',
        title: 'Fewer manual tasks',
        description:
          'Up to 80% fewer manual tasks with automated patching, backups, scaling and deployments.',
      },
      {
        title: 'Scale on demand',
        description:
          'Add capacity for a busy season in minutes and scale back afterwards, without buying servers.',
      },
    ],
  },
  cta: {
    title: 'Ready to start your cloud journey?',
    description:
      'Get a free cloud assessment: we review your current infrastructure and show you the costs, risks and savings of moving to Azure.',
    primary: { kind: 'meeting', label: 'Get Cloud Assessment', source: CLOUD_MEETING_SOURCE },
    secondary: { kind: 'anchor', label: 'View Migration Guide', href: '#migration-guide' },
  },
};

/** Azure service cards, each with a category label. */
export const azureServices: LandingSectionIntro & { id: string; cards: LandingCard[] } = {
  id: 'azure-services',
  eyebrow: 'Microsoft Azure',
  title: 'Azure services we work with',
  description: 'The building blocks we combine into a cloud platform that fits your organisation.',
  cards: [
    {
      icon: Server,
      label: 'Compute',
      title: 'Azure Virtual Machines',
      description: 'Windows and Linux servers on demand, sized and scheduled to your workloads.',
    },
    {
      icon: Globe,
      label: 'Web & Apps',
      title: 'Azure App Service',
      description:
        'Managed hosting for web apps and APIs with scaling, slots and certificates built in.',
    },
    {
      icon: Database,
      label: 'Databases',
      title: 'Azure SQL Database',
      description: 'Fully managed SQL Server databases with automatic backups and tuning.',
    },
    {
      icon: HardDrive,
      label: 'Storage',
      title: 'Azure Storage',
      description: 'Secure, durable storage for files, backups, archives and application data.',
    },
    {
      icon: KeyRound,
      label: 'Identity',
      title: 'Microsoft Entra ID',
      description:
        'Single sign-on, multi-factor authentication and conditional access for every app.',
    },
    {
      icon: Container,
      label: 'Containers',
      title: 'Azure Kubernetes Service',
      description: 'Managed Kubernetes for containerised applications that need to scale.',
    },
    {
      icon: ChartNoAxesCombined,
      label: 'Analytics',
      title: 'Azure Synapse Analytics',
      description: 'Data warehousing and big-data analytics that feed Power BI reports.',
    },
    {
      icon: ShieldCheck,
      label: 'Security',
      title: 'Microsoft Defender for Cloud',
      description:
        'Continuous security posture checks and threat protection across your resources.',
    },
  ],
};

export interface DeploymentModel {
  icon: LucideIcon;
  title: string;
  description: string;
  features: [string, string, string, string];
}

/** Four deployment models (Public, Private, Hybrid, Multi-Cloud) with four features each. */
export const deploymentModels: LandingSectionIntro & { id: string; models: DeploymentModel[] } = {
  id: 'deployment-models',
  eyebrow: 'Deployment models',
  title: 'The right cloud model for you',
  description: 'We recommend the model that fits your workloads, regulations and budget.',
  models: [
    {
      icon: Cloud,
      title: 'Public Cloud',
      description: 'Shared Azure infrastructure, fully managed by Microsoft.',
      features: [
        'Pay-as-you-go pricing',
        'No hardware to maintain',
        'Scale up or down in minutes',
        'Global Azure regions',
      ],
    },
    {
      icon: Building,
      title: 'Private Cloud',
      description: 'Dedicated infrastructure for one organisation.',
      features: [
        'Dedicated resources',
        'Full control over configuration',
        'Meets strict compliance needs',
        'Predictable performance',
      ],
    },
    {
      icon: Layers,
      title: 'Hybrid Cloud',
      description: 'On-premises systems and Azure working as one.',
      features: [
        'Keep sensitive data on-premises',
        'Burst to Azure when demand peaks',
        'Unified management with Azure Arc',
        'Gradual, low-risk migration',
      ],
    },
    {
      icon: Globe,
      title: 'Multi-Cloud',
      description: 'Azure alongside other cloud providers.',
      features: [
        'No dependence on a single vendor',
        'Best service for each workload',
        'Central governance and security',
        'Consistent monitoring across clouds',
      ],
    },
  ],
};

export interface GuideChapter {
  title: string;
  items: string[];
}

/** The outline behind View Migration Guide: what a migration covers, in order. */
export const migrationGuide: LandingSectionIntro & { id: string; chapters: GuideChapter[] } = {
  id: 'migration-guide',
  eyebrow: 'Migration guide',
  title: 'Your cloud migration guide',
  description:
    'The questions we work through with every client. Use it to prepare, and we will go through it with you in the free assessment.',
  chapters: [
    {
      title: 'Before you start',
      items: [
        'List every server, application and database, with its owner',
        'Note dependencies between systems and who uses them',
        'Record current costs: hardware, licences, power and support',
      ],
    },
    {
      title: 'Choose a strategy per workload',
      items: [
        'Rehost: move as-is to Azure virtual machines',
        'Refactor: move to managed services such as Azure SQL',
        'Replace or retire: switch to SaaS or switch off',
      ],
    },
    {
      title: 'Prepare the landing zone',
      items: [
        'Identity and access with Microsoft Entra ID',
        'Networking, firewalls and connections to your offices',
        'Policies, budgets, backup and monitoring from day one',
      ],
    },
    {
      title: 'Migrate and optimise',
      items: [
        'Start with a low-risk pilot workload',
        'Move the rest in waves, testing each before cut-over',
        'Right-size resources and review costs monthly',
      ],
    },
  ],
};
