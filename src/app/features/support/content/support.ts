import {
  BookOpen,
  Code,
  GraduationCap,
  LifeBuoy,
  Mail,
  MessageCircle,
  Newspaper,
  Phone,
  PlayCircle,
  Rocket,
  Settings,
  Video,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The support page (/support, also /help): help centre, channels, FAQ and resources. */

export const supportPage = {
  title: 'Support & Help Center',
  eyebrow: 'Support',
  heading: 'How can we help you today?',
  description:
    'Guides for getting started, answers to common questions and direct lines to the consultants who built your solution. Search the FAQ, browse the help categories or contact our support team.',
  metaDescription:
    'Support and help centre: search frequently asked questions, browse getting-started guides and user guides, and reach our team by live chat, phone, e-mail or video call.',
  keywords: [
    'Dynamics 365 support',
    'Power Platform support',
    'Microsoft 365 help',
    'help center',
    'support FAQ',
    'technical support',
  ],
  contactSupportDescription:
    'Describe the problem or question and the product it concerns. Our support team replies in under 4 hours.',
};

export type HelpCategoryId =
  | 'getting-started'
  | 'user-guide'
  | 'administration'
  | 'development'
  | 'troubleshooting'
  | 'training';

export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export interface HelpArticle {
  title: string;
  description: string;
  /** Reading time as shown, e.g. "5 min read". */
  readTime: string;
  difficulty: Difficulty;
}

export interface HelpCategory {
  id: HelpCategoryId;
  name: string;
  description: string;
  icon: LucideIcon;
  /** Only getting-started and user-guide have published articles. */
  articles: HelpArticle[];
}

export const helpCategories: HelpCategory[] = [
  {
    id: 'getting-started',
    name: 'Getting Started',
    description: 'First steps with your new Dynamics 365 or Power Platform solution.',
    icon: Rocket,
    articles: [
      {
        title: 'Signing in to Dynamics 365 for the first time',
        description:
          'How to sign in with your Microsoft 365 work account, choose the right app and pin it to your taskbar.',
        readTime: '4 min read',
        difficulty: 'Beginner',
      },
      {
        title: 'Finding your way around the model-driven app',
        description:
          'The site map, command bar, views, forms and the global search explained with a short tour.',
        readTime: '6 min read',
        difficulty: 'Beginner',
      },
      {
        title: 'Setting up your personal options',
        description:
          'Time zone, currency, default dashboard, records per page and e-mail tracking preferences.',
        readTime: '5 min read',
        difficulty: 'Beginner',
      },
      {
        title: 'Importing your first contacts and accounts',
        description:
          'Prepare a spreadsheet, map its columns and check the import results before you share the data with your team.',
        readTime: '8 min read',
        difficulty: 'Intermediate',
      },
    ],
  },
  {
    id: 'user-guide',
    name: 'User Guide',
    description: 'Everyday tasks in Dynamics 365, Power Apps and Power Automate.',
    icon: BookOpen,
    articles: [
      {
        title: 'Managing leads and opportunities',
        description:
          'Qualify a lead, track an opportunity through the sales pipeline and close it as won or lost.',
        readTime: '7 min read',
        difficulty: 'Beginner',
      },
      {
        title: 'Creating personal views and dashboards',
        description:
          'Filter, sort and save the records you work with every day and build a dashboard from charts you already use.',
        readTime: '6 min read',
        difficulty: 'Intermediate',
      },
      {
        title: 'Exporting data to Excel and Power BI',
        description:
          'Export a view to Excel, edit in place with Excel Online and connect a Power BI report to live data.',
        readTime: '9 min read',
        difficulty: 'Intermediate',
      },
      {
        title: 'Automating approvals with Power Automate',
        description:
          'Build an approval flow that starts when a record changes, notifies approvers in Teams and records the decision.',
        readTime: '12 min read',
        difficulty: 'Advanced',
      },
    ],
  },
  {
    id: 'administration',
    name: 'Administration',
    description: 'Users, licences, security roles and environments.',
    icon: Settings,
    articles: [],
  },
  {
    id: 'development',
    name: 'Development',
    description: 'Customisation, plug-ins, PCF controls and integrations.',
    icon: Code,
    articles: [],
  },
  {
    id: 'troubleshooting',
    name: 'Troubleshooting',
    description: 'Error messages, performance problems and sync issues.',
    icon: Wrench,
    articles: [],
  },
  {
    id: 'training',
    name: 'Training',
    description: 'Courses, learning paths and certification preparation.',
    icon: GraduationCap,
    articles: [],
  },
];

/** The four categories without articles send the visitor to a person, and promise nothing. */
export const noArticlesText =
  'There are no self-help articles for this category. Contact support and one of our consultants will help you directly.';

export type SupportChannelAction = 'chat' | 'phone' | 'email' | 'video';

export interface SupportChannel {
  action: SupportChannelAction;
  title: string;
  description: string;
  /** When the channel can be reached, e.g. "Mon-Fri 9-6 EST". */
  availability: string;
  responseTime: string;
  actionLabel: string;
  icon: LucideIcon;
}

export const supportChannels: SupportChannel[] = [
  {
    action: 'chat',
    title: 'Live Chat',
    description: 'Quick answers about our services, plans and timelines from our chat assistant.',
    availability: 'Available 24/7',
    responseTime: 'Response in under 5 minutes',
    actionLabel: 'Start Live Chat',
    icon: MessageCircle,
  },
  {
    action: 'phone',
    title: 'Phone Support',
    description:
      'Talk to a support consultant about an urgent issue or a question that needs a conversation.',
    availability: 'Mon-Fri 9-6 EST',
    responseTime: 'Immediate during business hours',
    actionLabel: 'Call Support',
    icon: Phone,
  },
  {
    action: 'email',
    title: 'Email Support',
    description:
      'Send details, screenshots and error messages; we reply with a diagnosis or next steps.',
    availability: 'Monitored every business day',
    responseTime: 'Response in under 4 hours',
    actionLabel: 'Email Support',
    icon: Mail,
  },
  {
    action: 'video',
    title: 'Video Call',
    description: 'Share your screen with a consultant and work through the problem together.',
    availability: 'Scheduled at a time that suits you',
    responseTime: 'Response in under 2 hours',
    actionLabel: 'Schedule a Video Call',
    icon: Video,
  },
];

export type FaqCategory = 'general' | 'technical' | 'billing' | 'training';

export interface SupportFaq {
  question: string;
  answer: string;
  category: FaqCategory;
}

export const supportFaqs: SupportFaq[] = [
  {
    question: 'What support do you offer after a Dynamics 365 go-live?',
    answer:
      'Every implementation includes a hypercare period after go-live in which the project team fixes issues and answers user questions. After that, ongoing support continues under a support plan: Basic ($500/month), Professional ($1,200/month) or Enterprise ($2,500/month).',
    category: 'general',
  },
  {
    question: 'How quickly will you respond to my support request?',
    answer:
      'Live chat answers in under 5 minutes, e-mail requests receive a reply in under 4 hours, and video calls are arranged within 2 hours. Phone support is available Monday to Friday, 9-6 EST.',
    category: 'general',
  },
  {
    question: 'Can you support a system that another partner implemented?',
    answer:
      'Yes. We start with a short health check of your environment, customisations and integrations, document what we find and then take over support with a clear picture of the system.',
    category: 'general',
  },
  {
    question: 'How do I reset my password or unlock my account?',
    answer:
      'Dynamics 365 and Power Platform use your Microsoft 365 work account, so passwords are reset through your organisation’s Microsoft 365 administrator or the self-service password reset page. For an account on this website, use Forgot password on the login page.',
    category: 'technical',
  },
  {
    question: 'Why is a Power Automate flow not running?',
    answer:
      'The most common causes are an expired connection, a changed trigger condition or a licence that no longer covers a premium connector. Open the flow’s run history, check the failed step and its error message, and send us the run details if the cause is not clear.',
    category: 'technical',
  },
  {
    question: 'Do you integrate Dynamics 365 with our existing systems?',
    answer:
      'Yes. We connect Dynamics 365 and the Power Platform to ERP, accounting, e-commerce and line-of-business systems using standard connectors, Azure integration services or custom APIs, and we migrate the data you need to keep.',
    category: 'technical',
  },
  {
    question: 'How is support billed?',
    answer:
      'Support plans are billed monthly. Work outside a plan, such as new features or larger changes, is quoted in advance, and consulting is charged at $150 to $300 per hour depending on the expertise required.',
    category: 'billing',
  },
  {
    question: 'Do you offer training for our users and administrators?',
    answer:
      'Yes. We run live virtual, self-paced and on-site training lasting 2 to 5 days, from end-user courses to certification preparation for exams such as MB-210, PL-200 and MS-900. See the training page for the current programs.',
    category: 'training',
  },
];

export interface SupportResource {
  title: string;
  description: string;
  to: string;
  linkLabel: string;
  icon: LucideIcon;
}

export const supportResources: SupportResource[] = [
  {
    title: 'Documentation',
    description: 'Reference guides for the solutions and integrations we deliver.',
    to: '/docs',
    linkLabel: 'Read the documentation',
    icon: LifeBuoy,
  },
  {
    title: 'Product demos',
    description: 'See Dynamics 365, Power Apps, Power Pages and Power Automate in action.',
    to: '/features',
    linkLabel: 'Watch the demos',
    icon: PlayCircle,
  },
  {
    title: 'Training programs',
    description: 'Live virtual, self-paced and on-site courses for every level.',
    to: '/training',
    linkLabel: 'Browse training',
    icon: GraduationCap,
  },
  {
    title: 'Blog',
    description: 'Tips, release notes and practical guides from our consultants.',
    to: '/blog',
    linkLabel: 'Read the blog',
    icon: Newspaper,
  },
];

/**
 * FAQs whose question or answer contains the search text (case-insensitive;
 * surrounding whitespace ignored). An empty search returns every FAQ.
 */
export function filterFaqs<T extends { question: string; answer: string }>(
  faqs: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...faqs];
  return faqs.filter(
    (faq) =>
      faq.question.toLocaleLowerCase().includes(needle) ||
      faq.answer.toLocaleLowerCase().includes(needle),
  );
}

/** The sentence the results counter announces. */
export function faqResultsLabel(count: number, total: number, search: string): string {
  if (!search.trim()) return `Showing all ${total} questions`;
  if (count === 0) return 'No questions match your search';
  return `${count} of ${total} questions match your search`;
}
