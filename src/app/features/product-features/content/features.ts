import {
  Bot,
  ChartColumn,
  Cloud,
  Database,
  FileSpreadsheet,
  FileText,
  FolderKanban,
  Layers,
  Mail,
  MessagesSquare,
  MonitorSmartphone,
  Plug,
  Share2,
  ShieldCheck,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { DemoVideoKey } from '../../../../shared/site-settings.ts';
import type { ChartDatum } from './chart-datum.ts';

/** The Features page (/features): one source for the page, its metadata and its tests. */

export const FEATURE_TAB_IDS = ['crm', 'erp', 'powerapps', 'powerpages', 'powerautomate'] as const;
export type FeatureTabId = (typeof FEATURE_TAB_IDS)[number];

export interface FeatureTab {
  id: FeatureTabId;
  label: string;
  title: string;
  description: string;
  /** Exactly six. */
  benefits: string[];
  chart: { title: string; data: ChartDatum[] };
  /** The demo recording; the ERP tab has none, so it offers no Watch Demo. */
  video?: DemoVideoKey;
}

/** Chart colours, each at least 3:1 against white. */
const colors = {
  blue: '#1d4ed8',
  teal: '#0f766e',
  violet: '#7c3aed',
  amber: '#b45309',
  pink: '#be185d',
  slate: '#475569',
} as const;

export const featuresHero = {
  eyebrow: 'Platform features',
  title: 'Everything your business runs on, in one Microsoft platform',
  description:
    'Dynamics 365 and the Power Platform bring customers, operations, apps, portals and automation together. Explore what each part does, see it in action, and find out what it can do for your team.',
  trial: '14-day free trial, no credit card required',
};

export const featureTabs: FeatureTab[] = [
  {
    id: 'crm',
    label: 'CRM',
    title: 'Dynamics 365 Customer Relationship Management',
    description:
      'Give sales, marketing and service one shared view of every customer. Track leads from first contact to closed deal, run targeted campaigns and resolve cases faster, all in the Microsoft tools your team already knows.',
    benefits: [
      'One 360-degree view of every account, contact and conversation',
      'Lead scoring and guided selling that focus effort on the best deals',
      'Pipeline and forecast dashboards updated in real time',
      'Case management with service-level tracking and escalation',
      'Customer journeys and email campaigns built without code',
      'Outlook and Teams integration, so nothing is retyped',
    ],
    chart: {
      title: 'Where a typical CRM rollout’s effort goes',
      data: [
        { label: 'Sales pipeline and forecasting', value: 35, color: colors.blue },
        { label: 'Customer service', value: 25, color: colors.teal },
        { label: 'Marketing automation', value: 20, color: colors.violet },
        { label: 'Reporting and insights', value: 20, color: colors.amber },
      ],
    },
    video: 'crm',
  },
  {
    id: 'erp',
    label: 'ERP',
    title: 'Dynamics 365 Enterprise Resource Planning',
    description:
      'Run finance, supply chain, inventory and projects on one system of record. Close the books faster, see stock and cash positions as they change, and replace the spreadsheets that hold your operations together.',
    benefits: [
      'General ledger, payables and receivables in one place',
      'Multi-company and multi-currency accounting',
      'Inventory, purchasing and warehouse management',
      'Project accounting with budgets, time and expenses',
      'Built-in financial reporting and Power BI analytics',
      'Audit trails and role-based security for compliance',
    ],
    chart: {
      title: 'Where a typical ERP rollout’s effort goes',
      data: [
        { label: 'Finance and accounting', value: 40, color: colors.blue },
        { label: 'Supply chain and inventory', value: 30, color: colors.teal },
        { label: 'Project operations', value: 15, color: colors.violet },
        { label: 'Reporting and compliance', value: 15, color: colors.amber },
      ],
    },
  },
  {
    id: 'powerapps',
    label: 'Power Apps',
    title: 'Power Apps: custom business apps, built fast',
    description:
      'Turn paper forms, email chains and spreadsheets into secure apps that run on phones, tablets and browsers. Low-code development means apps reach your people in weeks, connected to the data you already have.',
    benefits: [
      'Canvas and model-driven apps for any process',
      'Works on iOS, Android, Windows and the web',
      'Connects to Dataverse, SharePoint, SQL and hundreds of services',
      'Offline use for field teams with automatic sync',
      'Enterprise security with Microsoft Entra ID sign-in',
      'Far less development time than traditional coding',
    ],
    chart: {
      title: 'What organisations build first with Power Apps',
      data: [
        { label: 'Approvals and requests', value: 30, color: colors.blue },
        { label: 'Inspections and field data', value: 25, color: colors.teal },
        { label: 'Asset and inventory tracking', value: 25, color: colors.violet },
        { label: 'Employee self-service', value: 20, color: colors.amber },
      ],
    },
    video: 'powerapps',
  },
  {
    id: 'powerpages',
    label: 'Power Pages',
    title: 'Power Pages: secure websites for customers and partners',
    description:
      'Launch portals where customers, partners and suppliers can sign in, submit requests, track progress and find answers, using the same business data that runs your internal apps.',
    benefits: [
      'Customer and partner self-service portals',
      'Forms, lists and file uploads connected to Dataverse',
      'Sign-in with Microsoft, Google, LinkedIn or local accounts',
      'Responsive, accessible design templates',
      'Table permissions and web roles for fine-grained access',
      'Low-code design studio with pro-code extensibility',
    ],
    chart: {
      title: 'Common uses of Power Pages portals',
      data: [
        { label: 'Customer self-service', value: 35, color: colors.blue },
        { label: 'Partner and supplier portals', value: 25, color: colors.teal },
        { label: 'Applications and registrations', value: 25, color: colors.violet },
        { label: 'Knowledge bases', value: 15, color: colors.amber },
      ],
    },
    video: 'powerpages',
  },
  {
    id: 'powerautomate',
    label: 'Power Automate',
    title: 'Power Automate: workflows that run themselves',
    description:
      'Automate approvals, notifications, data entry and document handling across Microsoft 365 and hundreds of other services, and bring robotic process automation to the legacy systems that have no API.',
    benefits: [
      'Cloud flows triggered by events, schedules or buttons',
      'Approval workflows in Outlook and Teams',
      'Desktop flows (RPA) for legacy applications',
      'AI Builder for document and invoice processing',
      'Process mining to find the best candidates for automation',
      'Fewer manual tasks and fewer keying errors',
    ],
    chart: {
      title: 'Where automation saves the most time',
      data: [
        { label: 'Approvals', value: 30, color: colors.blue },
        { label: 'Data entry and sync', value: 30, color: colors.teal },
        { label: 'Notifications and reminders', value: 20, color: colors.violet },
        { label: 'Document processing', value: 20, color: colors.amber },
      ],
    },
    video: 'powerautomate',
  },
];

export interface Capability {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const coreCapabilities: Capability[] = [
  {
    icon: Database,
    title: 'Unified data with Dataverse',
    description:
      'One secure, governed store for customers, products and transactions that every app, flow and report shares.',
  },
  {
    icon: Layers,
    title: 'Low-code and pro-code together',
    description:
      'Business users build with drag-and-drop designers; developers extend with code, plug-ins and Azure services.',
  },
  {
    icon: ShieldCheck,
    title: 'Enterprise-grade security',
    description:
      'Role-based access, data loss prevention policies and Microsoft Entra ID sign-in protect every solution.',
  },
  {
    icon: Bot,
    title: 'AI built in',
    description:
      'Copilot, AI Builder and predictive insights help teams draft, classify, forecast and decide faster.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Works on every device',
    description:
      'Responsive apps and portals for desktop, tablet and phone, with offline support for teams in the field.',
  },
  {
    icon: ChartColumn,
    title: 'Reporting and analytics',
    description:
      'Embedded dashboards and Power BI reports turn everyday activity into decisions, without exporting to spreadsheets.',
  },
];

export interface AnalyticsMetric {
  value: string;
  label: string;
  description: string;
  /** For percentages: how full the bar under the figure is, 0-100. */
  bar?: number;
}

/** The marketing claims (and the free-trial offer): fixed figures, quoted word for word. */
export const analyticsMetrics: AnalyticsMetric[] = [
  {
    value: '70%',
    label: 'less development time',
    description: 'Low-code apps reach users in weeks instead of months.',
    bar: 70,
  },
  {
    value: '80%',
    label: 'fewer manual tasks',
    description: 'Automated approvals, data entry and notifications.',
    bar: 80,
  },
  {
    value: '90%',
    label: 'faster apps',
    description: 'From idea to a working app on the Power Platform.',
    bar: 90,
  },
  {
    value: '40%',
    label: 'more sales productivity',
    description: 'Guided selling and a single view of every customer.',
    bar: 40,
  },
  {
    value: '99.99%',
    label: 'uptime',
    description: 'Microsoft cloud infrastructure with built-in redundancy.',
    bar: 99.99,
  },
  {
    value: '300+',
    label: 'connectors',
    description: 'Ready-made links to the services your business already uses.',
  },
  {
    value: '500+',
    label: 'data sources',
    description: 'Bring in data from databases, files, APIs and cloud services.',
  },
  {
    value: '14-day',
    label: 'free trial',
    description: 'No credit card required: see the platform working before you commit.',
  },
];

export interface Integration {
  name: string;
  description: string;
  icon: LucideIcon;
}

export const integrations: Integration[] = [
  {
    name: 'Office 365',
    description: 'Single sign-on and shared data across Microsoft 365.',
    icon: Cloud,
  },
  {
    name: 'SharePoint',
    description: 'Documents and lists as app data sources.',
    icon: Share2,
  },
  { name: 'Teams', description: 'Apps, approvals and alerts inside Teams.', icon: MessagesSquare },
  { name: 'Azure', description: 'Functions, APIs and AI services on demand.', icon: Plug },
  { name: 'Power BI', description: 'Interactive reports embedded in apps.', icon: ChartColumn },
  { name: 'Outlook', description: 'Track emails and meetings against records.', icon: Mail },
  {
    name: 'Excel',
    description: 'Import, export and edit data in familiar sheets.',
    icon: FileSpreadsheet,
  },
  { name: 'Word', description: 'Generate quotes and letters from templates.', icon: FileText },
];

export const featuresCta = {
  title: 'See what the platform can do for your business',
  description:
    'Talk to our sales team about your processes and get a tailored recommendation. Start with a 14-day free trial, no credit card required.',
};

/** Icons for the tab headings, decorative. */
export const featureTabIcons: Record<FeatureTabId, LucideIcon> = {
  crm: Users,
  erp: FolderKanban,
  powerapps: MonitorSmartphone,
  powerpages: Layers,
  powerautomate: Workflow,
};

export const featuresMeta = {
  title: 'Features: Dynamics 365 CRM, ERP and Power Platform',
  description:
    'Explore Dynamics 365 CRM and ERP, Power Apps, Power Pages and Power Automate: benefits, demos, core capabilities, analytics and integrations with Office 365, Teams, Azure and Power BI.',
  keywords: [
    'Dynamics 365 features',
    'Dynamics 365 CRM',
    'Dynamics 365 ERP',
    'Power Apps',
    'Power Pages',
    'Power Automate',
    'Power Platform integrations',
    '14-day free trial',
  ],
};
