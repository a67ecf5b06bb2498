import {
  Award,
  BookOpenCheck,
  Building2,
  ClipboardCheck,
  FlaskConical,
  Monitor,
  PlayCircle,
  type LucideIcon,
} from 'lucide-react';
import type { ProcessStep } from '../../../lib/content-types.ts';

/** The live training page (/training, also /live-training) and its program filter. */

export const MEETING_SOURCE_TRAINING = 'training';
/** The id of the section the hero button scrolls to. */
export const TRAINING_PROGRAMS_ID = 'training-programs';

export const trainingPage = {
  path: '/training',
  title: 'Live Microsoft Training Programs',
  eyebrow: 'Live Training',
  heading: 'Microsoft training that builds real, lasting skills',
  description:
    'Instructor-led and self-paced courses in Dynamics 365, the Power Platform and Microsoft 365, from first steps to certification. Learn live online, at your own pace or on-site with your team.',
  metaDescription:
    'Live virtual, self-paced and on-site training for Dynamics 365, Power Platform and Microsoft 365: 2 to 5 day programs for beginners to advanced users, with certification preparation.',
  keywords: [
    'Dynamics 365 training',
    'Power Platform training',
    'Power Apps course',
    'Microsoft 365 training',
    'live virtual training',
    'on-site training',
    'Microsoft certification',
  ],
  /** Where Download Catalog leads: the contact form, with the training source. */
  catalogHref: '/contact?source=training',
};

export type TrainingFormat = 'live' | 'online' | 'onsite';
export type TrainingFilter = 'all' | TrainingFormat;
export type TrainingLevel = 'Beginner' | 'Intermediate' | 'Advanced';
export type TrainingCategory = 'dynamics365' | 'powerplatform' | 'microsoft365' | 'business';

export const formatLabels: Record<TrainingFormat, string> = {
  live: 'Live Virtual',
  online: 'Self-Paced',
  onsite: 'On-Site',
};

export const categoryLabels: Record<TrainingCategory, string> = {
  dynamics365: 'Dynamics 365',
  powerplatform: 'Power Platform',
  microsoft365: 'Microsoft 365',
  business: 'Business Skills',
};

export const trainingFilters: Array<{ id: TrainingFilter; label: string }> = [
  { id: 'all', label: 'All Formats' },
  { id: 'live', label: formatLabels.live },
  { id: 'online', label: formatLabels.online },
  { id: 'onsite', label: formatLabels.onsite },
];

export interface TrainingProgram {
  id: string;
  title: string;
  description: string;
  modules: string[];
  /** As shown, e.g. "3 days"; programs last 2 to 5 days. */
  duration: string;
  level: TrainingLevel;
  formats: TrainingFormat[];
  category: TrainingCategory;
}

export const trainingPrograms: TrainingProgram[] = [
  {
    id: 'd365-sales-fundamentals',
    title: 'Dynamics 365 Sales Fundamentals',
    description:
      'Manage leads, opportunities and accounts in Dynamics 365 Sales and use its insights to forecast with confidence.',
    modules: [
      'Navigating Dynamics 365',
      'Accounts, contacts and activities',
      'Lead qualification',
      'Opportunity and pipeline management',
      'Quotes, orders and products',
      'Sales dashboards and forecasting',
    ],
    duration: '3 days',
    level: 'Beginner',
    formats: ['live', 'onsite'],
    category: 'dynamics365',
  },
  {
    id: 'd365-customer-service',
    title: 'Dynamics 365 Customer Service Professional',
    description:
      'Configure and run case management, queues, SLAs and the knowledge base for a service team that resolves issues faster.',
    modules: [
      'Case management lifecycle',
      'Queues and routing rules',
      'Service level agreements',
      'Knowledge base articles',
      'Customer Service analytics',
    ],
    duration: '4 days',
    level: 'Intermediate',
    formats: ['live', 'online', 'onsite'],
    category: 'dynamics365',
  },
  {
    id: 'power-apps-automate-bootcamp',
    title: 'Power Apps & Power Automate Maker Bootcamp',
    description:
      'Build canvas and model-driven apps and automate everyday processes without writing code.',
    modules: [
      'Power Platform overview',
      'Dataverse tables and relationships',
      'Canvas app design',
      'Model-driven apps',
      'Cloud flows and approvals',
      'Connectors and data sources',
      'Sharing and app lifecycle',
    ],
    duration: '3 days',
    level: 'Beginner',
    formats: ['live', 'online'],
    category: 'powerplatform',
  },
  {
    id: 'power-platform-developer',
    title: 'Power Platform Developer (PL-400 Preparation)',
    description:
      'Extend the Power Platform with code: plug-ins, PCF components, custom connectors and ALM, ready for the PL-400 exam.',
    modules: [
      'Solution architecture and ALM',
      'Plug-ins and custom APIs',
      'Power Apps component framework',
      'Custom connectors and Azure integration',
      'Client scripting for model-driven apps',
      'PL-400 exam practice',
    ],
    duration: '5 days',
    level: 'Advanced',
    formats: ['live', 'onsite'],
    category: 'powerplatform',
  },
  {
    id: 'm365-teams-administration',
    title: 'Microsoft 365 & Teams Administration',
    description:
      'Administer users, licences, security and Microsoft Teams in a growing Microsoft 365 tenant.',
    modules: [
      'Tenant and user management',
      'Identity and access with Microsoft Entra ID',
      'Exchange Online and SharePoint administration',
      'Microsoft Teams policies and governance',
      'Security and compliance essentials',
    ],
    duration: '4 days',
    level: 'Intermediate',
    formats: ['online', 'onsite'],
    category: 'microsoft365',
  },
  {
    id: 'power-bi-decision-makers',
    title: 'Power BI for Business Decision Makers',
    description:
      'Turn business data into clear reports and dashboards, and learn to ask the right questions of your numbers.',
    modules: ['Connecting and shaping data', 'Building reports and visuals', 'Sharing dashboards'],
    duration: '2 days',
    level: 'Beginner',
    formats: ['live', 'online', 'onsite'],
    category: 'business',
  },
];

export interface TrainingFormatInfo {
  format: TrainingFormat;
  title: string;
  description: string;
  highlights: string[];
  icon: LucideIcon;
}

export const trainingFormats: TrainingFormatInfo[] = [
  {
    format: 'live',
    title: 'Live Virtual',
    description:
      'Instructor-led sessions online, in real time, with small groups and plenty of questions.',
    highlights: [
      'Interactive sessions with a certified trainer',
      'Hands-on labs in your own practice environment',
      'Join from anywhere, no travel required',
    ],
    icon: Monitor,
  },
  {
    format: 'online',
    title: 'Self-Paced',
    description:
      'Structured online modules you complete on your own schedule, with trainer support.',
    highlights: [
      'Learn whenever it suits you',
      'Video lessons, exercises and knowledge checks',
      'Questions answered by our trainers',
    ],
    icon: PlayCircle,
  },
  {
    format: 'onsite',
    title: 'On-Site',
    description:
      'Training delivered at your premises for your team, built around your own processes.',
    highlights: [
      'Course content tailored to your organisation',
      'Examples based on your own data and system',
      'The whole team trained together',
    ],
    icon: Building2,
  },
];

export const learningJourney: ProcessStep[] = [
  {
    title: 'Skills Assessment',
    description:
      'We assess current skills and the roles involved, so training starts at the right level.',
  },
  {
    title: 'Learning Path',
    description: 'A personal path of courses and formats that fits the goals of each learner.',
  },
  {
    title: 'Instructor-Led Training',
    description:
      'Certified trainers teach the concepts with real business scenarios and live demos.',
  },
  {
    title: 'Hands-On Labs',
    description:
      'Learners practise every topic in a dedicated environment until it becomes routine.',
  },
  {
    title: 'Certification Preparation',
    description:
      'Exam-style practice questions and review sessions for the Microsoft exam that fits.',
  },
  {
    title: 'Ongoing Support',
    description: 'Follow-up sessions and trainer support help skills stick after the course ends.',
  },
];

export interface Certification {
  name: string;
  exam: string;
  description: string;
  icon: LucideIcon;
}

export const microsoftCertifications: Certification[] = [
  {
    name: 'Dynamics 365 Sales Functional Consultant Associate',
    exam: 'MB-210',
    description: 'For consultants who configure and extend Dynamics 365 Sales.',
    icon: Award,
  },
  {
    name: 'Power Platform Functional Consultant Associate',
    exam: 'PL-200',
    description: 'For consultants who build apps, flows and chatbots for business users.',
    icon: ClipboardCheck,
  },
  {
    name: 'Power Platform Developer Associate',
    exam: 'PL-400',
    description: 'For developers who extend the Power Platform with code and integrations.',
    icon: FlaskConical,
  },
  {
    name: 'Microsoft 365 Fundamentals',
    exam: 'MS-900',
    description: 'For anyone who wants a solid foundation in Microsoft 365 cloud services.',
    icon: BookOpenCheck,
  },
];

export const whyChooseTraining: string[] = [
  'Microsoft-certified trainers who implement these products for clients every week',
  'Hands-on labs in every course, so learners practise instead of only watching',
  'Three formats — Live Virtual, Self-Paced and On-Site — that fit any team and schedule',
  'Programs from 2 to 5 days, for Beginner, Intermediate and Advanced levels',
  'Certification preparation with practice questions for Microsoft exams',
  'Follow-up support after the course, so questions on the job get answered',
];

export const trainingCta = {
  title: 'Ready to build your team’s Microsoft skills?',
  description:
    'Enroll now and we will help you choose the right program, format and dates, or request the full course catalog.',
};

/** The programs offered in the chosen format (all of them for 'all'). */
export function filterPrograms<T extends { formats: readonly TrainingFormat[] }>(
  programs: readonly T[],
  filter: TrainingFilter,
): T[] {
  if (filter === 'all') return [...programs];
  return programs.filter((program) => program.formats.includes(filter));
}

/**
 * The modules a card lists: the first `limit` (3), and the "+N more modules"
 * note when there are more.
 */
export function modulePreview(
  modules: readonly string[],
  limit = 3,
): { shown: string[]; hidden: number; moreLabel: string | null } {
  const shown = modules.slice(0, limit);
  const hidden = Math.max(0, modules.length - limit);
  return {
    shown,
    hidden,
    moreLabel: hidden > 0 ? `+${hidden} more ${hidden === 1 ? 'module' : 'modules'}` : null,
  };
}
