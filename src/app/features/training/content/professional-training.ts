import {
  Building2,
  Database,
  Laptop,
  Layers,
  MonitorSmartphone,
  PlayCircle,
  ShieldCheck,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { Testimonial } from '../../../lib/content-types.ts';
import type { TrainingLevel } from './training.ts';

/** The professional training page (/professional-training). */

export const PROFESSIONAL_PROGRAMS_ID = 'training-programs';

export const professionalTrainingPage = {
  path: '/professional-training',
  title: 'Professional Microsoft Training & Certification',
  eyebrow: 'Professional Training',
  heading: 'Professional training for Microsoft business applications',
  description:
    'Career-focused programs that prepare consultants, developers, administrators and analysts to deliver with Dynamics 365, the Power Platform and Microsoft 365, and to pass the Microsoft certification exams that prove it.',
  metaDescription:
    'Professional training programs for Dynamics 365, Power Platform and Microsoft 365 with certification preparation for MB, PL and MS exams, delivered in person, virtually, hybrid or self-paced.',
  keywords: [
    'professional Microsoft training',
    'Dynamics 365 certification',
    'Power Platform certification',
    'Microsoft 365 certification',
    'MB-210',
    'PL-200',
    'PL-400',
    'MS-900',
  ],
  exploreLabel: 'Explore Training Programs',
  catalogLabel: 'View Course Catalog',
  /** View Course Catalog navigates to /pricing. */
  catalogHref: '/pricing',
};

export interface ProfessionalProgram {
  title: string;
  description: string;
  audience: string;
  duration: string;
  level: TrainingLevel;
  highlights: string[];
  exams: string[];
  icon: LucideIcon;
}

export const professionalPrograms: ProfessionalProgram[] = [
  {
    title: 'Dynamics 365 Functional Consultant',
    description:
      'Configure Dynamics 365 Sales, Customer Service and Marketing to match real business processes.',
    audience: 'Business analysts and functional consultants',
    duration: '5 days',
    level: 'Intermediate',
    highlights: [
      'Data model, forms, views and business rules',
      'Sales, service and marketing processes',
      'Security roles and business units',
      'Requirements workshops and fit-gap analysis',
    ],
    exams: ['MB-200', 'MB-210', 'MB-220', 'MB-230'],
    icon: Database,
  },
  {
    title: 'Power Platform Developer',
    description:
      'Build and extend enterprise solutions with Power Apps, Power Automate, Dataverse and custom code.',
    audience: 'Developers and technical consultants',
    duration: '5 days',
    level: 'Advanced',
    highlights: [
      'Canvas and model-driven app development',
      'Plug-ins, custom APIs and PCF components',
      'Custom connectors and Azure integration',
      'Application lifecycle management',
    ],
    exams: ['PL-400', 'PL-500'],
    icon: Workflow,
  },
  {
    title: 'Power Platform App Maker & Functional Consultant',
    description:
      'Design low-code apps, automate processes and deliver Power BI insights without writing code.',
    audience: 'Power users, makers and citizen developers',
    duration: '3 days',
    level: 'Beginner',
    highlights: [
      'Dataverse and data modelling basics',
      'Canvas apps and Power Automate flows',
      'Power BI reports and dashboards',
      'Governance and sharing best practice',
    ],
    exams: ['PL-100', 'PL-200'],
    icon: Layers,
  },
  {
    title: 'Microsoft 365 Administrator',
    description:
      'Run a secure, well-governed Microsoft 365 tenant with Teams, SharePoint and Exchange Online.',
    audience: 'IT administrators and support teams',
    duration: '4 days',
    level: 'Intermediate',
    highlights: [
      'Users, groups and licence management',
      'Identity, security and compliance',
      'Microsoft Teams administration and voice',
      'SharePoint and Exchange Online',
    ],
    exams: ['MS-900', 'MS-500', 'MS-700', 'MS-720'],
    icon: ShieldCheck,
  },
];

export const whyChooseProfessionalTraining: string[] = [
  'Trainers who are certified and working consultants, teaching from real projects',
  'Curricula mapped to the skills measured in each Microsoft certification exam',
  'Hands-on labs in a dedicated practice environment for every participant',
  'Small groups, so every learner gets time with the trainer',
  'Flexible delivery: in person, virtual, hybrid or self-paced',
  'Exam preparation with practice questions and a review session before the exam',
];

export interface DeliveryFormat {
  title: 'In-Person' | 'Virtual' | 'Hybrid' | 'Self-Paced';
  description: string;
  icon: LucideIcon;
}

export const deliveryFormats: DeliveryFormat[] = [
  {
    title: 'In-Person',
    description:
      'Classroom training at your office or a venue near you, ideal for teams learning together.',
    icon: Building2,
  },
  {
    title: 'Virtual',
    description:
      'Live, instructor-led sessions online with the same labs and interaction as the classroom.',
    icon: Laptop,
  },
  {
    title: 'Hybrid',
    description:
      'Some participants in the room and some online, with equal access to the trainer and labs.',
    icon: MonitorSmartphone,
  },
  {
    title: 'Self-Paced',
    description:
      'Recorded lessons and exercises to complete on your schedule, with trainer support on hand.',
    icon: PlayCircle,
  },
];

export interface CertificationTrack {
  track: string;
  exams: Array<{ code: string; subject: string }>;
}

export const certificationTracks: CertificationTrack[] = [
  {
    track: 'Dynamics 365',
    exams: [
      { code: 'MB-200', subject: 'Power Platform + Dynamics 365 Core' },
      { code: 'MB-210', subject: 'Dynamics 365 Sales' },
      { code: 'MB-220', subject: 'Dynamics 365 Marketing' },
      { code: 'MB-230', subject: 'Dynamics 365 Customer Service' },
    ],
  },
  {
    track: 'Power Platform',
    exams: [
      { code: 'PL-100', subject: 'Power Platform App Maker' },
      { code: 'PL-200', subject: 'Power Platform Functional Consultant' },
      { code: 'PL-400', subject: 'Power Platform Developer' },
      { code: 'PL-500', subject: 'Power Automate RPA Developer' },
    ],
  },
  {
    track: 'Microsoft 365',
    exams: [
      { code: 'MS-900', subject: 'Microsoft 365 Fundamentals' },
      { code: 'MS-500', subject: 'Microsoft 365 Security Administration' },
      { code: 'MS-700', subject: 'Managing Microsoft Teams' },
      { code: 'MS-720', subject: 'Microsoft Teams Voice Engineer' },
    ],
  },
];

export const professionalTestimonials: Testimonial[] = [
  {
    quote:
      'The functional consultant program gave our analysts a shared vocabulary with the implementation team. Requirements workshops became far more productive.',
    author: 'Business Systems Manager',
    position: 'Distribution',
    company: 'Dynamics 365 program participant',
  },
  {
    quote:
      'The labs were the difference. Our developers built plug-ins and PCF components during the course and used the same patterns on our project the following week.',
    author: 'Development Lead',
    position: 'Software services',
    company: 'Power Platform Developer participant',
  },
  {
    quote:
      'The hybrid format let our regional staff join live. The trainer handled both groups well, and the whole team now administers Teams with confidence.',
    author: 'IT Operations Manager',
    position: 'Healthcare',
    company: 'Microsoft 365 Administrator participant',
  },
];
