import {
  Bot,
  ChartColumn,
  ClipboardCheck,
  Handshake,
  PackageSearch,
  Smartphone,
  UserPlus,
  Workflow,
  MessagesSquare,
} from 'lucide-react';
import type { LandingCard, LandingPageContent, LandingSectionIntro } from './types.ts';

/**
 * /power-platform-development (also /power-platform): the four products, use cases and
 * process; both closing buttons go to /contact.
 */
export const powerPlatformPage: LandingPageContent = {
  path: '/power-platform-development',
  name: 'Power Platform Development',
  meta: {
    title: 'Power Platform Development Services',
    description:
      'Power Platform development for small and medium organisations: Power Apps, Power BI, Power Automate and Power Virtual Agents solutions that replace spreadsheets, paper forms and manual hand-offs.',
    keywords: [
      'Power Platform development',
      'Power Apps development',
      'Power BI consulting',
      'Power Automate',
      'Power Virtual Agents',
      'low-code development',
      'Microsoft Power Platform partner',
    ],
    serviceType: 'Microsoft Power Platform development',
  },
  hero: {
    eyebrow: 'Microsoft Power Platform',
    description:
      'Apps, dashboards, automated workflows and chatbots built on the low-code platform you already license with Microsoft 365, delivered in weeks instead of months.',
    highlights: [
      '70% less development time',
      '300+ connectors to your systems',
      '500+ data sources for reporting',
      'Governance and security from day one',
    ],
    primary: { kind: 'link', label: 'Start Your Project', to: '/contact' },
    secondary: { kind: 'anchor', label: 'Explore Use Cases', href: '#use-cases' },
  },
  capabilities: {
    id: 'products',
    eyebrow: 'The platform',
    title: 'Four products, one platform',
    description:
      'Each product solves a different problem; together they share your data, security and licences.',
    cards: [
      {
        icon: Smartphone,
        title: 'Power Apps',
        description:
          'Custom canvas and model-driven apps for phones, tablets and browsers, built around your own processes.',
        points: ['Offline-capable mobile apps', 'Forms that replace paper and spreadsheets'],
        link: { to: '/power-apps-canvas-app', label: 'Explore canvas apps' },
      },
      {
        icon: ChartColumn,
        title: 'Power BI',
        description:
          'Interactive dashboards and reports that bring figures from 500+ data sources into one trusted view.',
        points: ['Scheduled refresh and alerts', 'Row-level security by role'],
      },
      {
        icon: Workflow,
        title: 'Power Automate',
        description:
          'Workflows and approvals that move data between 300+ connected services without re-keying.',
        points: ['Cloud and desktop flows', 'Approvals in Teams and Outlook'],
        link: { to: '/power-automate', label: 'Explore Power Automate' },
      },
      {
        icon: Bot,
        title: 'Power Virtual Agents',
        description:
          'Chatbots that answer routine questions for customers and staff, now part of Microsoft Copilot Studio.',
        points: ['Hand-over to a live agent', 'Published to Teams and your website'],
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    title: 'Our development process',
    description:
      'Short iterations with working software at every step, so you see progress and change direction early.',
    steps: [
      {
        title: 'Discovery Workshop',
        description:
          'We map the process, the people involved and the data behind it, and agree what success looks like.',
      },
      {
        title: 'Solution Design',
        description:
          'Data model, screens, flows and licensing planned together, with environments and security set up first.',
      },
      {
        title: 'Rapid Prototyping',
        description:
          'A clickable prototype within days, tested with the people who will use it every day.',
      },
      {
        title: 'Iterative Development',
        description: 'Two-week sprints ending in a demo; your feedback shapes the next sprint.',
      },
      {
        title: 'Testing & Deployment',
        description:
          'Functional and user acceptance testing, then a managed release from test to production.',
      },
      {
        title: 'Training & Support',
        description:
          'Hands-on training for users and makers, documentation, and support as your needs grow.',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    eyebrow: 'Results',
    title: 'Why organisations choose the Power Platform',
    description: 'Low-code development pays off quickly when it is designed and governed well.',
    items: [
      {
        value: '70%',
        title: 'Less development time',
        description:
          'Up to 70% less development time than traditional custom software for the same business app.',
      },
      {
        value: '80%',
        title: 'Fewer manual tasks',
        description:
          'Up to 80% fewer manual tasks once approvals, reminders and data transfers run as automated flows.',
      },
      {
        value: '90%',
        title: 'Faster apps',
        description:
          'Apps delivered up to 90% faster, from idea to a working version on your team’s phones.',
      },
      {
        value: '300+',
        title: 'Connectors',
        description:
          'More than 300 connectors link Microsoft 365, Dynamics 365, SQL, SharePoint and popular SaaS tools.',
      },
    ],
  },
  cta: {
    title: 'Ready to build your first Power Platform solution?',
    description:
      'Tell us which process costs your team the most time. We will suggest an app, a flow or a report that fixes it, with a clear estimate.',
    primary: { kind: 'link', label: 'Start Your Project', to: '/contact' },
    secondary: { kind: 'link', label: 'Talk to an Expert', to: '/contact' },
  },
};

/** The use cases: what clients build with the platform. */
export const powerPlatformUseCases: LandingSectionIntro & { id: string; cards: LandingCard[] } = {
  id: 'use-cases',
  eyebrow: 'Use cases',
  title: 'What our clients build',
  description: 'Typical first projects that pay for themselves within months.',
  cards: [
    {
      icon: ClipboardCheck,
      title: 'Inspections and audits',
      description:
        'Mobile checklists with photos, signatures and GPS that file reports automatically, even without signal.',
    },
    {
      icon: Handshake,
      title: 'Approvals',
      description:
        'Purchase, expense, leave and contract approvals routed to the right person in Teams, with a full audit trail.',
    },
    {
      icon: ChartColumn,
      title: 'Management dashboards',
      description:
        'Sales, finance and operations figures refreshed daily in Power BI instead of monthly spreadsheets.',
    },
    {
      icon: UserPlus,
      title: 'Employee onboarding',
      description:
        'Accounts, equipment, training and paperwork triggered from one form when a new starter is confirmed.',
    },
    {
      icon: PackageSearch,
      title: 'Stock and asset tracking',
      description:
        'Barcode scanning apps that keep inventory, loans and maintenance history up to date.',
    },
    {
      icon: MessagesSquare,
      title: 'Self-service help desk',
      description:
        'A chatbot that answers common HR and IT questions and opens a ticket when a person is needed.',
    },
  ],
};
