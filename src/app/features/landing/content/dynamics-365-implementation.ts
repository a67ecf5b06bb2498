import {
  CircleArrowUp,
  Blocks,
  Box,
  Calculator,
  DatabaseZap,
  GraduationCap,
  Headphones,
  HeartPulse,
  LifeBuoy,
  Megaphone,
  PlugZap,
  TrendingUp,
  Truck,
  Users,
} from 'lucide-react';
import type { LandingCard, LandingPageContent, LandingSectionIntro } from './types.ts';

/**
 * /dynamics-365-implementation (also /dynamics-365): modules, additional services and
 * methodology; the calls to action lead to /contact.
 */
export const dynamics365Page: LandingPageContent = {
  path: '/dynamics-365-implementation',
  name: 'Dynamics 365 Implementation',
  meta: {
    title: 'Dynamics 365 Implementation Services',
    description:
      'Microsoft Dynamics 365 implementation for small and medium organisations: Sales, Marketing, Field Service, Customer Service, Finance and industry modules, configured, migrated and supported by certified consultants.',
    keywords: [
      'Dynamics 365 implementation',
      'Dynamics 365 partner',
      'Dynamics 365 Sales',
      'Dynamics 365 Customer Service',
      'Dynamics 365 Field Service',
      'Dynamics 365 Finance',
      'CRM implementation',
      'ERP implementation',
    ],
    serviceType: 'Microsoft Dynamics 365 implementation',
  },
  hero: {
    eyebrow: 'Microsoft Dynamics 365',
    description:
      'We plan, configure and roll out Dynamics 365 around the way your teams already sell, serve and account, then migrate your data and train your people so the system is used from the first day.',
    highlights: [
      'Certified Dynamics 365 consultants',
      'Fixed-scope phases with a clear price',
      'Data migration and integration included',
      'Training and support after go-live',
    ],
    primary: { kind: 'link', label: 'Get Started', to: '/contact' },
    secondary: { kind: 'demo', label: 'Watch Demo' },
  },
  demo: {
    video: 'crm',
    title: 'Dynamics 365 in action',
    description: 'A short tour of Dynamics 365 Sales and Customer Service as we set them up.',
    source: 'dynamics-365-implementation_demo',
  },
  capabilities: {
    id: 'modules',
    eyebrow: 'Modules',
    title: 'Dynamics 365 modules we implement',
    description:
      'Start with the module that solves today’s problem and add the others on the same platform when you are ready.',
    cards: [
      {
        icon: TrendingUp,
        title: 'Sales',
        description:
          'Leads, opportunities, quotes and forecasts in one pipeline, with Outlook and Teams built in.',
        link: { to: '/sales', label: 'Explore Sales CRM' },
      },
      {
        icon: Megaphone,
        title: 'Marketing',
        description:
          'Segments, e-mail journeys, events and lead scoring that hand warm prospects straight to sales.',
      },
      {
        icon: Truck,
        title: 'Field Service',
        description:
          'Work orders, scheduling and a mobile app for technicians, with parts and time recorded on site.',
      },
      {
        icon: Headphones,
        title: 'Customer Service',
        description:
          'Cases, queues, service levels and a knowledge base so every customer gets a consistent answer.',
      },
      {
        icon: GraduationCap,
        title: 'Education',
        description:
          'Student recruitment, admissions and engagement for schools, colleges and training providers.',
      },
      {
        icon: HeartPulse,
        title: 'Healthcare',
        description:
          'Patient engagement, referrals and care coordination on Microsoft Cloud for Healthcare.',
      },
      {
        icon: Calculator,
        title: 'Finance & Accounting',
        description:
          'General ledger, payables, receivables and reporting with approvals and audit trails built in.',
      },
      {
        icon: Box,
        title: 'Mixed Reality',
        description:
          'Dynamics 365 Guides and Remote Assist for hands-free instructions and expert help on HoloLens or mobile.',
      },
    ],
  },
  process: {
    id: 'methodology',
    eyebrow: 'Methodology',
    title: 'Our implementation methodology',
    description:
      'Six phases, each with agreed deliverables and a sign-off, so you always know where the project stands.',
    steps: [
      {
        title: 'Discovery & Analysis',
        description:
          'Workshops with your teams to map current processes, pain points, data sources and success measures.',
      },
      {
        title: 'Solution Design',
        description:
          'A fit-gap analysis and a solution blueprint that favours standard features over custom code.',
      },
      {
        title: 'Configuration & Development',
        description:
          'Short build sprints with a demo at the end of each, so you shape the system as it takes form.',
      },
      {
        title: 'Data Migration & Integration',
        description:
          'Cleansed data moved from spreadsheets and legacy systems, and Dynamics 365 connected to the tools you keep.',
      },
      {
        title: 'Testing & Training',
        description:
          'User acceptance testing with your people, followed by role-based training and quick-reference guides.',
      },
      {
        title: 'Go-Live & Support',
        description:
          'A planned cut-over, hands-on support in the first weeks and a support plan that grows with you.',
      },
    ],
  },
  benefits: {
    id: 'benefits',
    eyebrow: 'Results',
    title: 'What a well-run implementation delivers',
    description:
      'Measured by what changes for your teams: less admin, better information and happier customers.',
    items: [
      {
        value: '40%',
        title: 'More sales productivity',
        description:
          'Up to 40% more sales productivity once pipeline, e-mail and follow-ups live in one place.',
      },
      {
        value: '80%',
        title: 'Fewer manual tasks',
        description:
          'Up to 80% fewer manual tasks through automated assignment, reminders, approvals and data entry.',
      },
      {
        value: '70%',
        title: 'Less development time',
        description:
          'Up to 70% less development time for extensions built with low-code Power Platform tools instead of custom code.',
      },
      {
        title: 'One view of every customer',
        description:
          'Sales, service and finance work from the same customer record, so nobody asks the customer twice.',
      },
    ],
  },
  cta: {
    title: 'Ready to implement Dynamics 365?',
    description:
      'Tell us about your organisation and goals. We will come back with a practical plan, a timeline and a clear price.',
    primary: { kind: 'link', label: 'Contact Us', to: '/contact' },
    secondary: { kind: 'link', label: 'View Pricing', to: '/pricing' },
  },
};

/** The additional services, shown next to the modules. */
export const dynamics365AdditionalServices: LandingSectionIntro & {
  id: string;
  cards: LandingCard[];
} = {
  id: 'additional-services',
  eyebrow: 'Beyond implementation',
  title: 'Additional services',
  description: 'Everything around the core implementation, from the same team.',
  cards: [
    {
      icon: DatabaseZap,
      title: 'Data Migration',
      description:
        'Cleansing, mapping and loading your customer, product and financial history with reconciled counts.',
      link: { to: '/data-migration-integration', label: 'Explore data migration' },
    },
    {
      icon: PlugZap,
      title: 'Integration',
      description:
        'Connections to your website, ERP, accounting and e-commerce systems through standard connectors and APIs.',
    },
    {
      icon: Blocks,
      title: 'Custom Development',
      description:
        'Power Apps, Power Automate flows and plug-ins where standard features do not cover a process.',
      link: { to: '/power-platform-development', label: 'Explore Power Platform' },
    },
    {
      icon: Users,
      title: 'Training & Adoption',
      description:
        'Role-based courses for users, administrators and makers, plus champions to keep adoption growing.',
      link: { to: '/professional-training', label: 'Explore training' },
    },
    {
      icon: LifeBuoy,
      title: 'Support & Maintenance',
      description:
        'A help desk for your users, release-wave updates tested before they reach you, and monthly health checks.',
      link: { to: '/support', label: 'Visit support' },
    },
    {
      icon: CircleArrowUp,
      title: 'Upgrades & Licensing',
      description:
        'Moves from Dynamics CRM on-premises, AX or NAV to Dynamics 365, and licence plans sized to the users you really have.',
    },
  ],
};
