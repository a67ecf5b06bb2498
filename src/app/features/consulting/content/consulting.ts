import {
  Compass,
  Database,
  LayoutGrid,
  Lightbulb,
  Shield,
  Users,
  Workflow,
  Cloud,
  type LucideIcon,
} from 'lucide-react';
import type { ProcessStep, Testimonial } from '../../../lib/content-types.ts';

/**
 * The consulting services page (/consulting-services, also /consulting).
 * Testimonials are anonymised (role, sector, engagement) rather than named.
 */

export const MEETING_SOURCE_CONSULTING = 'consulting-services';

export const consultingPage = {
  path: '/consulting-services',
  title: 'Microsoft Consulting Services',
  eyebrow: 'Consulting Services',
  heading: 'Expert guidance for your Microsoft business applications',
  description:
    'Independent, practical advice on Dynamics 365, the Power Platform, Microsoft 365 and Azure: we assess where you are, design where you should be and stay with you until the change delivers results.',
  metaDescription:
    'Microsoft consulting for small and medium organisations: digital transformation strategy, process optimisation, solution architecture and adoption for Dynamics 365, Power Platform, Microsoft 365 and Azure.',
  keywords: [
    'Microsoft consulting',
    'Dynamics 365 consulting',
    'Power Platform consulting',
    'digital transformation',
    'solution architecture',
    'business process optimisation',
  ],
  serviceType: 'Business and technology consulting',
};

export interface ExpertiseCard {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const expertiseCards: ExpertiseCard[] = [
  {
    title: 'Digital Transformation Strategy',
    description:
      'A roadmap that links your business goals to the right Microsoft products, with priorities, budgets and measurable outcomes for each phase.',
    icon: Compass,
  },
  {
    title: 'Business Process Optimization',
    description:
      'We map how sales, service and operations really work today, remove manual steps and redesign processes before anything is built.',
    icon: Workflow,
  },
  {
    title: 'Solution Architecture',
    description:
      'Licensing, environments, security, data model and integrations designed up front, so your solution scales and stays maintainable.',
    icon: LayoutGrid,
  },
  {
    title: 'Change Management & Adoption',
    description:
      'Stakeholder engagement, training plans and adoption measures that make sure people actually use the system you invested in.',
    icon: Users,
  },
];

export const whyChooseConsulting: string[] = [
  'Certified Microsoft consultants with hands-on implementation experience, not just slide decks',
  'Advice sized for small and medium organisations: realistic budgets, phased delivery, no unnecessary licences',
  'Vendor-neutral recommendations: we tell you when a standard feature is enough and custom work is not needed',
  'Fixed-scope assessments with clear deliverables, or flexible hourly consulting from $150 to $300 per hour',
  'One team from strategy to delivery and support, so nothing is lost between the plan and the build',
  'Knowledge transfer built in: your team understands and owns every decision we make together',
];

export interface ExpertiseArea {
  title: string;
  description: string;
  icon: LucideIcon;
  topics: string[];
}

export const expertiseAreas: ExpertiseArea[] = [
  {
    title: 'Dynamics 365',
    description: 'Customer engagement and finance applications that fit your processes.',
    icon: Database,
    topics: [
      'Sales, Customer Service and Field Service',
      'Marketing and customer journeys',
      'Finance & Accounting',
      'Health checks of existing implementations',
    ],
  },
  {
    title: 'Power Platform',
    description: 'Low-code apps, automation and analytics governed for growth.',
    icon: Lightbulb,
    topics: [
      'Power Apps and Power Pages',
      'Power Automate and process automation',
      'Power BI reporting and dashboards',
      'Center of Excellence and governance',
    ],
  },
  {
    title: 'Microsoft 365',
    description: 'Modern collaboration and secure productivity for every employee.',
    icon: Shield,
    topics: [
      'Teams, SharePoint and OneDrive',
      'Identity, security and compliance',
      'Tenant migration and consolidation',
      'Intranet and document management',
    ],
  },
  {
    title: 'Azure',
    description: 'Cloud infrastructure and integration that support your business apps.',
    icon: Cloud,
    topics: [
      'Cloud readiness assessment and migration',
      'Integration services and APIs',
      'Data platforms and analytics',
      'Cost optimisation and governance',
    ],
  },
];

export const consultingProcess: ProcessStep[] = [
  {
    title: 'Discovery',
    description:
      'Workshops with your stakeholders to understand goals, pain points, current systems and constraints.',
  },
  {
    title: 'Assessment',
    description:
      'An honest review of your processes, data and technology, with the gaps and quick wins we find.',
  },
  {
    title: 'Strategy & Roadmap',
    description:
      'A prioritised roadmap with phases, effort estimates, licensing advice and success measures.',
  },
  {
    title: 'Solution Design',
    description:
      'Architecture, data model, integrations and security designed and agreed before any build starts.',
  },
  {
    title: 'Implementation Support',
    description:
      'We guide your team or ours through delivery, review progress and keep the project on course.',
  },
  {
    title: 'Review & Optimization',
    description:
      'After go-live we measure the results against the goals and tune the solution and its adoption.',
  },
];

export const consultingTestimonials: Testimonial[] = [
  {
    quote:
      'Their assessment showed us that we needed half the licences we had been quoted elsewhere. The roadmap was clear, realistic and we are now two phases in, on budget.',
    author: 'Operations Director',
    position: 'Manufacturing',
    company: 'Dynamics 365 client',
  },
  {
    quote:
      'They mapped our service process end to end before touching the system. The redesign removed three hand-offs, and our case resolution time dropped noticeably.',
    author: 'Head of Customer Service',
    position: 'Professional services',
    company: 'Dynamics 365 Customer Service client',
  },
  {
    quote:
      'What we valued most was the knowledge transfer. Our own team now maintains the Power Platform solutions with confidence and knows when to call for help.',
    author: 'IT Manager',
    position: 'Non-profit',
    company: 'Power Platform client',
  },
];
