import {
  Database,
  LifeBuoy,
  MessagesSquare,
  Rocket,
  ShieldCheck,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

/**
 * The documentation hub (/docs): practical guides for clients, grouped by
 * topic, with a text filter. Pure data and functions, so the filter runs the
 * same on the server (?q= without JavaScript) and in the browser.
 *
 * Guide text may contain links written as [label](https://… or /path).
 */

export const docsPage = {
  title: 'Documentation',
  heading: 'Guides for your Microsoft solutions',
  description:
    'Practical, step-by-step guides for Dynamics 365, the Power Platform and Microsoft 365, written by the consultants who implement and support them: from your first sign-in to raising a support ticket.',
  metaDescription:
    'Client documentation: step-by-step guides to Dynamics 365 environments, Power Apps and Power Automate, Microsoft 365 and Teams, data migration, security roles, licences and raising a support ticket.',
  keywords: [
    'Dynamics 365 documentation',
    'Power Platform guides',
    'Power Automate troubleshooting',
    'Microsoft 365 how-to',
    'security roles',
    'support ticket',
  ],
};

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'list'; items: string[] }
  /** Named items, such as the severity levels or the DLP connector groups. */
  | { kind: 'terms'; items: Array<{ term: string; text: string }> };

export interface DocsGuide {
  /** Slug, also the in-page anchor (#id). */
  id: string;
  title: string;
  summary: string;
  body: GuideBlock[];
  /** Ids of other guides worth reading next. */
  related?: string[];
}

export interface DocsGroup {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  guides: DocsGuide[];
}

const p = (text: string): GuideBlock => ({ kind: 'paragraph', text });
const steps = (...items: string[]): GuideBlock => ({ kind: 'steps', items });
const list = (...items: string[]): GuideBlock => ({ kind: 'list', items });
const terms = (...items: Array<[term: string, text: string]>): GuideBlock => ({
  kind: 'terms',
  items: items.map(([term, text]) => ({ term, text })),
});

const PPAC = '[Power Platform admin centre](https://admin.powerplatform.microsoft.com)';
const M365_ADMIN = '[Microsoft 365 admin centre](https://admin.microsoft.com)';

export const docsGroups: DocsGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started with your new Dynamics 365 environment',
    description: 'Signing in, finding your apps and understanding the environments we set up.',
    icon: Rocket,
    guides: [
      {
        id: 'signing-in-and-finding-your-apps',
        title: 'Signing in and finding your apps',
        summary: 'Use your Microsoft 365 work account to reach the apps your role gives you.',
        body: [
          p(
            'Dynamics 365 uses the same Microsoft 365 work account as Outlook and Teams, so there is no separate password to remember. Which apps you see depends on your licence and your security roles.',
          ),
          steps(
            'Open the environment address we sent you at go-live (it ends in dynamics.com), or open the app launcher at the top left of any Microsoft 365 page and choose Dynamics 365.',
            'Sign in with your work e-mail address and complete the multifactor authentication prompt if one appears.',
            'On the Apps page, choose the app for your role, for example Sales Hub or Customer Service Hub.',
            'Bookmark the app in your browser so you go straight to it next time.',
          ),
          p(
            'If an app you expect is missing, or a message says you have no security role, ask your administrator to check your licence and role assignment: both are needed before an app appears.',
          ),
        ],
        related: ['setting-up-multifactor-authentication', 'adding-a-new-user'],
      },
      {
        id: 'understanding-your-environments',
        title: 'Understanding your environments',
        summary: 'Why production and sandbox environments are kept apart, and what each is for.',
        body: [
          p(
            'An environment is a container for apps, flows and data. Each has its own Dataverse database, web address, security settings and users. Most implementations include at least two:',
          ),
          terms(
            [
              'Production',
              'The live environment your organisation works in every day. Only tested, approved changes are deployed here.',
            ],
            [
              'Sandbox',
              'A non-production environment for building and testing changes, running training and rehearsing data imports without touching live records.',
            ],
          ),
          p(
            'Changes are made outside production, packaged as a solution and imported, so every release can be repeated and traced. Please do not create tables, columns or flows directly in production: they are not part of any solution and can be lost or overwritten by the next release.',
          ),
          p(
            `Administrators see every environment in the ${PPAC}. When you need realistic data for testing, a sandbox can be refreshed with a copy of production there; the copy overwrites everything in the sandbox.`,
          ),
        ],
        related: ['connection-references-and-environment-variables'],
      },
      {
        id: 'setting-your-personal-options',
        title: 'Setting your personal options',
        summary: 'Time zone, currency, records per page and a default dashboard, set once.',
        body: [
          p(
            'Personal options apply only to you and are worth setting on your first day, because dates, times and currency values are shown according to them.',
          ),
          steps(
            'In any model-driven app, select the Settings (gear) icon at the top right and choose Personalization Settings.',
            'On the General tab, check your time zone first: records created by colleagues elsewhere are shown in your local time.',
            'Set the number of records shown per page (up to 250) and your default currency.',
            'Select OK to save.',
          ),
          p(
            'To open the app on the dashboard you use most, go to Dashboards, choose it and select Set as Default on the command bar.',
          ),
          p(
            'The Email tab controls which e-mails are tracked in Dynamics 365 and whether others may send e-mail on your behalf. Leave it as it is unless your administrator or one of our consultants has asked you to change it.',
          ),
        ],
      },
    ],
  },
  {
    id: 'power-apps-and-power-automate',
    title: 'Power Apps & Power Automate',
    description: 'Sharing apps, keeping flows healthy and moving them safely between environments.',
    icon: Workflow,
    guides: [
      {
        id: 'sharing-a-canvas-app',
        title: 'Sharing a canvas app with colleagues',
        summary: 'Give people access to an app and to the data behind it, ideally through a group.',
        body: [
          p(
            'Sharing a canvas app lets people run it, but does not by itself give them access to the data it uses. Both must be in place, or users see errors when the app loads.',
          ),
          steps(
            'Sign in to [make.powerapps.com](https://make.powerapps.com), check you are in the right environment and select Apps.',
            'Select the app, then Share.',
            'Enter a Microsoft Entra security group or individual people. Tick Co-owner only for people who need to edit the app.',
            'If the app uses Dataverse, assign a security role that covers its tables under Data permissions in the same panel.',
            'For data sources that each user signs in to, such as SharePoint lists, make sure the people have permission on the list itself.',
          ),
          p(
            'Sharing with a security group means new starters get access as soon as they join the group. Apps that use Dataverse or premium connectors also need each user to hold a suitable Power Apps or Dynamics 365 licence.',
          ),
        ],
      },
      {
        id: 'troubleshooting-a-failed-flow',
        title: 'Finding out why a cloud flow failed',
        summary: 'Use the run history to find the failing step, read its error and run it again.',
        body: [
          p(
            'Power Automate keeps 28 days of run history for each cloud flow, and it is the quickest way to see what went wrong.',
          ),
          steps(
            'In [make.powerautomate.com](https://make.powerautomate.com), open My flows, or Solutions if the flow belongs to a solution, and select the flow.',
            'In the 28-day run history, select a run with the status Failed.',
            'Find the step marked with a red exclamation mark and expand it to read the error message, inputs and outputs.',
            'Fix the cause, then select Resubmit to process the failed run again.',
          ),
          p(
            'The most common causes are a connection whose sign-in has expired or whose owner has left, a column or list that has been renamed or removed, missing permissions on the target data, and throttling when a flow processes many records at once. An expired connection is fixed by signing in again on the Connections page.',
          ),
          p('If the cause is not clear, send us the address of the failed run from your browser.'),
        ],
        related: [
          'keeping-flows-running-when-people-leave',
          'what-to-include-in-a-support-request',
        ],
      },
      {
        id: 'connection-references-and-environment-variables',
        title: 'Connection references and environment variables',
        summary: 'How solution-aware apps and flows move between environments without editing.',
        body: [
          p(
            'The apps and flows we deliver are built inside solutions so that they can move from development to test to production. Two kinds of solution component make that possible without editing anything after import:',
          ),
          terms(
            [
              'Connection references',
              'Flow steps point to a connection reference rather than a personal connection. When the solution is imported you choose the connection to use in that environment, for example one owned by a service account in production.',
            ],
            [
              'Environment variables',
              'Values that differ between environments, such as a SharePoint site address, a shared mailbox or an API endpoint. On import you are asked for the value for the target environment.',
            ],
          ),
          p(
            'If a production flow posts to a test site or runs under the wrong account, the connection reference or environment variable is the place to look, not the flow. Editing a managed flow directly in production adds an unmanaged layer that hides later updates, so please ask us to change the flow itself through a release.',
          ),
        ],
        related: ['understanding-your-environments'],
      },
      {
        id: 'keeping-flows-running-when-people-leave',
        title: 'Keeping flows running when people leave',
        summary: 'Co-owners and service accounts stop processes depending on one person’s account.',
        body: [
          p(
            'A cloud flow runs with the connections of the person who created them. When that person leaves and their account is disabled, those connections stop working and so do the flows that use them, often unnoticed until a process is missed.',
          ),
          list(
            'Add at least one co-owner to every flow the business relies on: open the flow and select Edit on its Owners card.',
            'Run business-critical flows under a dedicated, licensed service account rather than a person’s account, using connection references so the account can be changed in one place.',
            'Keep production flows inside solutions, where administrators can see and manage them.',
            'Before an account is disabled, list the flows it owns with the Power Platform administration PowerShell cmdlets or the Power Automate Management connector.',
          ),
          p('Our offboarding checklist lists the other steps to take when someone leaves.'),
        ],
        related: ['when-someone-leaves'],
      },
    ],
  },
  {
    id: 'microsoft-365-and-teams',
    title: 'Microsoft 365 & Teams',
    description: 'Secure sign-in, working in Teams and sharing files outside your organisation.',
    icon: MessagesSquare,
    guides: [
      {
        id: 'setting-up-multifactor-authentication',
        title: 'Setting up multifactor authentication',
        summary:
          'Register Microsoft Authenticator and a backup method so you are never locked out.',
        body: [
          p(
            'Multifactor authentication (MFA) asks for a second proof of identity, such as an approval in an app, when you sign in. It stops the vast majority of account-compromise attacks and is usually required by your organisation’s security policies.',
          ),
          steps(
            'Install Microsoft Authenticator on your phone from the App Store or Google Play.',
            'On your computer, go to [mysignins.microsoft.com/security-info](https://mysignins.microsoft.com/security-info) and sign in with your work account.',
            'Select Add sign-in method, choose Microsoft Authenticator and follow the prompts to scan the QR code with the app.',
            'Approve the test notification to finish registration.',
            'Add a second method, such as a phone number, so you can still sign in if your phone is lost.',
          ),
          p(
            'When you change phone, set up Authenticator on the new phone before you reset or hand in the old one. If you are locked out, your Microsoft 365 administrator can require you to register your methods again.',
          ),
        ],
      },
      {
        id: 'teams-channels-chats-and-files',
        title: 'Teams: channels, chats and where files are stored',
        summary: 'Choose the right place for a conversation and know where shared files end up.',
        body: [
          p(
            'Teams brings conversations and files together, but where you post decides who can see a message and where its attachments are kept.',
          ),
          list(
            'Standard channels are open to every member of the team. Files shared there are stored in the team’s SharePoint site, in a folder for the channel, and stay with the team when people leave.',
            'Private and shared channels have their own SharePoint sites and are visible only to their members.',
            'Chats are for quick conversations between named people. Files shared in a chat are stored in the sender’s OneDrive and shared with the people in the chat.',
          ),
          p(
            'Use channels for project and team work that others may need later, and reply in the thread of the original post so a discussion stays together. Because chat files live in the sender’s OneDrive, move important documents into a team before the sender leaves the organisation.',
          ),
        ],
        related: ['sharing-files-externally'],
      },
      {
        id: 'sharing-files-externally',
        title: 'Sharing files safely with people outside your organisation',
        summary: 'Pick the right kind of link, limit editing and review who still has access.',
        body: [
          p(
            'SharePoint and OneDrive let you share documents with customers and suppliers without e-mail attachments, within the limits your administrator sets in the SharePoint admin centre.',
          ),
          steps(
            'Select the file or folder and choose Share.',
            'Open the link settings and choose who the link works for. Prefer Specific people: recipients outside your organisation prove who they are, usually with a one-time code sent to their e-mail address.',
            'Give view-only access if the recipient only needs to read the file, and set an expiry date where the option is available.',
            'Enter the recipient’s e-mail address and send.',
          ),
          p(
            'Anyone links need no sign-in and can be forwarded, so avoid them for anything confidential; your administrator may have turned them off. To review or remove access later, open the file’s Manage access panel.',
          ),
        ],
      },
    ],
  },
  {
    id: 'data-integrations-and-migration',
    title: 'Data, integrations & migration',
    description:
      'Importing records, preparing for migration, and looking after integrations and storage.',
    icon: Database,
    guides: [
      {
        id: 'importing-records-from-excel',
        title: 'Importing records from Excel or CSV',
        summary: 'Prepare the file, test in a sandbox and check the results before sharing data.',
        body: [
          p(
            'Model-driven apps include an import wizard for adding records in bulk. A little preparation saves hours of clean-up afterwards.',
          ),
          steps(
            'Remove duplicates and blank rows, use the exact labels of choice columns, and fill lookup columns with the name of an existing record, such as the account name for a contact.',
            'Open a view of the table you are importing into, select Import from Excel (or Import from CSV) on the command bar and upload the file.',
            'Review the mapping: columns named like Dynamics 365 columns map automatically; map the rest or leave them out.',
            'Finish the import, then select Track Progress. Open the import in My Imports to see how many rows succeeded and why any failed.',
          ),
          p(
            'Try 20 to 50 rows in a sandbox before a full import. For large or repeated loads, ask us about a dataflow or a scripted migration instead.',
          ),
        ],
        related: ['preparing-for-a-data-migration'],
      },
      {
        id: 'preparing-for-a-data-migration',
        title: 'Preparing for a data migration cut-over',
        summary: 'What we need from you before, during and after moving data from your old system.',
        body: [
          p(
            'A migration moves records from your existing system into Dataverse in a planned sequence. We run at least one trial migration into a sandbox before the live cut-over, and your part in each stage matters.',
          ),
          steps(
            'Clean the source data: merge duplicates, close records you no longer need and agree new owners for records that belonged to people who have left.',
            'Review the field mapping we send you and confirm how each old field, status and picklist value should appear in Dynamics 365.',
            'Check the trial migration in the sandbox: compare record counts, open records you know well and sign off the reconciliation report.',
            'Agree the cut-over window and a data freeze: changes made in the old system after the final extract are not carried across.',
            'After go-live, keep the old system read-only for an agreed period so records can be checked against it.',
          ),
        ],
      },
      {
        id: 'when-an-integration-stops-working',
        title: 'When an integration stops working',
        summary: 'The usual causes of integration failures, and the details that help us fix them.',
        body: [
          p(
            'Integrations between Dataverse and other systems usually run on Power Automate, Azure Logic Apps, Azure Functions or Azure Data Factory, and sign in as an application user: a Microsoft Entra app registration linked to a security role in your environment. Common causes of failure:',
          ),
          list(
            'An expired client secret or certificate on the app registration. Secrets expire on a date chosen when they are created, so diarise renewals.',
            'A change on the other side, such as a new API version, a renamed field or a changed service account password.',
            'A security role change that removed a privilege the application user needs.',
            'Dataverse service protection limits: very high request volumes receive HTTP 429 responses. Well-built integrations wait and retry, but sustained load delays data.',
          ),
          p(
            'When you report a problem, tell us which integration is affected, when it last worked and the identifier of a record that did not transfer, so we can trace it through the logs.',
          ),
        ],
        related: ['what-to-include-in-a-support-request'],
      },
      {
        id: 'dataverse-storage-capacity',
        title: 'Understanding Dataverse storage capacity',
        summary: 'How database, file and log capacity are measured and how to keep usage in check.',
        body: [
          p(
            'Dataverse capacity is pooled across your tenant, with an allowance that grows with your licences, and is measured in three types:',
          ),
          terms(
            ['Database', 'The rows in your tables, such as accounts, contacts and activities.'],
            ['File', 'Attachments, images and files stored in notes and file columns.'],
            ['Log', 'Audit history and plug-in trace logs.'],
          ),
          p(
            `Administrators can see usage by environment on the capacity page of the ${PPAC}. Over the allowance, creating, copying and restoring environments is blocked until usage falls or capacity is added. To reduce usage:`,
          ),
          list(
            'Delete records you no longer need with a scheduled bulk deletion job.',
            'Set a retention period for audit logs rather than keeping them indefinitely.',
            'Store documents in SharePoint through the document management integration.',
            'Remove sandbox environments you no longer use: every environment counts against the same pool.',
          ),
        ],
      },
    ],
  },
  {
    id: 'security-licences-and-administration',
    title: 'Security, licences & administration',
    description:
      'Adding and removing users, security roles and the policies that protect your data.',
    icon: ShieldCheck,
    guides: [
      {
        id: 'adding-a-new-user',
        title: 'Adding a new user to Dynamics 365',
        summary: 'Create the account, assign a licence and give the right security role.',
        body: [
          steps(
            `In the ${M365_ADMIN}, go to Users > Active users and add the user, or select an existing one.`,
            'Assign the Dynamics 365 or Power Apps licence the person needs for their role.',
            'If access to your environment is restricted to a security group, add the user to that group.',
            `Licensed users are added to the environment automatically, which can take a while. To add them straight away, open the environment in the ${PPAC}, go to Settings > Users + permissions > Users and select Add user.`,
            'Select the user, check their business unit, then choose Manage security roles and assign the roles for their job.',
          ),
          p(
            'Where we have set up teams linked to Microsoft Entra groups, add the person to the right group instead of assigning roles one by one: their access then follows their group membership.',
          ),
        ],
        related: ['security-roles-and-business-units'],
      },
      {
        id: 'security-roles-and-business-units',
        title: 'Security roles, business units and teams',
        summary: 'How Dataverse decides what each person can see and do.',
        body: [
          p(
            'Every Dataverse user belongs to one business unit and holds security roles, directly or through teams. A role grants privileges on each table (create, read, write, delete, append, append to, assign and share) at an access level:',
          ),
          terms(
            ['User', 'Records the person owns or that are shared with them.'],
            ['Business Unit', 'Records in the person’s business unit.'],
            [
              'Parent: Child Business Units',
              'Records in their business unit and every unit beneath it.',
            ],
            ['Organization', 'Every record in the environment.'],
          ),
          p(
            'Roles are cumulative: if any of a person’s roles grants a privilege, they have it. To remove access, check every role and team they hold.',
          ),
          p(
            'Avoid editing the standard roles that come with Dynamics 365, such as Salesperson: copy one and change the copy, so your changes are easy to see and maintain. Keep the System Administrator role for the few people who manage the environment.',
          ),
        ],
      },
      {
        id: 'when-someone-leaves',
        title: 'When someone leaves: an offboarding checklist',
        summary: 'Remove access promptly without losing the records, flows and mail they owned.',
        body: [
          steps(
            `Block sign-in for the account in the ${M365_ADMIN} on their last day.`,
            'Reassign their open records, such as leads, opportunities and cases: filter a view by owner, select the records and choose Assign.',
            'Add co-owners to, or transfer, the cloud flows and canvas apps they own, and replace connections created under their account.',
            'Convert their mailbox to a shared mailbox if colleagues need to keep access to it, then remove their licences.',
          ),
          p(
            'Removing the licence disables the user in Dataverse rather than deleting them, so the records they created keep their history and audit trail. Do not reuse a leaver’s account for a new starter: create a new account so that audit history stays accurate.',
          ),
        ],
        related: ['keeping-flows-running-when-people-leave'],
      },
      {
        id: 'data-loss-prevention-policies',
        title: 'Data loss prevention (DLP) policies',
        summary:
          'Control which connectors apps and flows may combine, so data stays where it belongs.',
        body: [
          p(
            `Data policies in the ${PPAC} decide which connectors can be used together in apps and flows. Each connector is placed in one of three groups:`,
          ),
          terms(
            [
              'Business',
              'Connectors approved for business data, such as Dataverse, SharePoint and Office 365 Outlook.',
            ],
            [
              'Non-business',
              'Connectors for personal or low-risk use. One app or flow cannot combine Business and Non-business connectors.',
            ],
            ['Blocked', 'Connectors that cannot be used in the environments the policy covers.'],
          ),
          p(
            'A policy can cover the whole tenant or only chosen environments. We recommend a tenant-wide policy that keeps the default environment, where every licensed user can create apps and flows, to Microsoft 365 connectors, with wider policies only where makers are trained.',
          ),
          p(
            'When a policy changes, flows that break it are suspended and apps that break it will not open, so check which resources use a connector before you move it.',
          ),
        ],
      },
    ],
  },
  {
    id: 'working-with-support',
    title: 'Working with our support team',
    description:
      'How to raise a ticket, how we set severity and what to include so we can help fast.',
    icon: LifeBuoy,
    guides: [
      {
        id: 'raising-a-support-ticket',
        title: 'How to raise a support ticket',
        summary: 'One request per issue, through the channel that suits its urgency.',
        body: [
          p(
            'Every request is handled by our own support consultants. Choose the channel by urgency:',
          ),
          list(
            'If people cannot work, phone us during business hours so we can start straight away.',
            'For everything else, e-mail us or use Contact Support on the [Support page](/support); e-mail requests receive a reply in under 4 hours.',
            'For problems that are easier to show than describe, ask for a video call and share your screen.',
          ),
          steps(
            `Check Service health in the ${M365_ADMIN} first: Microsoft lists incidents affecting Microsoft 365, Dynamics 365 and the Power Platform there.`,
            'Raise one request per issue, so each can be prioritised and tracked on its own.',
            'State the severity you believe applies and include the details listed in our guide to support requests.',
            'Reply on the same e-mail thread with updates, so the whole history stays together.',
          ),
        ],
        related: ['severity-levels', 'what-to-include-in-a-support-request'],
      },
      {
        id: 'severity-levels',
        title: 'Severity levels',
        summary: 'How we classify the impact of an issue, and so how quickly we act on it.',
        body: [
          p(
            'We agree a severity with you when a request is logged. It reflects business impact, not how hard the fix is, and can change as we learn more.',
          ),
          terms(
            [
              'Severity 1 – Critical',
              'Production is down or unusable for most users, data is being lost or corrupted, or a security breach is suspected, with no workaround. Please phone us as well as writing.',
            ],
            [
              'Severity 2 – High',
              'A key business process is failing or badly degraded for many users and any workaround is impractical for more than a short time.',
            ],
            [
              'Severity 3 – Medium',
              'Something is not working as expected, but a reasonable workaround exists or only a few users are affected.',
            ],
            [
              'Severity 4 – Low',
              'Questions, how-to guidance, cosmetic issues and requests for changes or new features.',
            ],
          ),
          p(
            'The response and update targets for each level are set out in your support plan. Rating an issue accurately helps us put effort where it is needed most.',
          ),
        ],
        related: ['raising-a-support-ticket'],
      },
      {
        id: 'what-to-include-in-a-support-request',
        title: 'What to include in a support request',
        summary: 'The details that let us reproduce a problem at the first attempt.',
        body: [
          p(
            'A complete first message saves a round of questions and does more than anything else to speed up a fix. Please include:',
          ),
          list(
            'The environment (its name or web address) and the app, flow or integration concerned.',
            'Who is affected: one user, a team or everyone, with the names of one or two affected users.',
            'The steps that lead to the problem, what you expected and what happened instead.',
            'The exact error message, copied as text where possible, and a screenshot of the whole screen.',
            'When it happened, with your time zone, and whether it has ever worked.',
            'Links to an affected record or failed flow run, and the log file if the error dialog offers one.',
            'Anything that changed recently, such as a release, a new security role or a licence change.',
          ),
          p(
            'Never send passwords, client secrets or personal data we do not need. If we need access to investigate, we will arrange it with you.',
          ),
        ],
        related: ['raising-a-support-ticket'],
      },
      {
        id: 'requesting-a-change',
        title: 'Requesting a change rather than a fix',
        summary: 'How new fields, processes and reports go from request to production.',
        body: [
          p(
            'A support request restores something that used to work. A change request asks for something new or different, such as a new field, a changed process or a new report, and follows a short, controlled path:',
          ),
          steps(
            'Describe the business need and who benefits, not only the technical change: there may be a simpler way to meet it.',
            'We estimate the work and confirm cost and timing with you before starting.',
            'We build the change in a development environment and deploy it to your sandbox for testing.',
            'Your nominated testers check it against the agreed acceptance criteria and sign it off.',
            'We deploy it to production in a managed solution at a time agreed with you, and confirm when it is done.',
          ),
          p(
            'Grouping small changes into a regular release, for example monthly, keeps testing effort down and production stable.',
          ),
        ],
        related: ['understanding-your-environments'],
      },
    ],
  },
];

/** Guides linked from the page hero: the questions clients ask most. */
export const popularGuideIds = [
  'raising-a-support-ticket',
  'setting-up-multifactor-authentication',
  'troubleshooting-a-failed-flow',
  'adding-a-new-user',
];

export function allGuides(groups: readonly DocsGroup[] = docsGroups): DocsGuide[] {
  return groups.flatMap((group) => group.guides);
}

export function findGuide(id: string, groups: readonly DocsGroup[] = docsGroups) {
  return allGuides(groups).find((guide) => guide.id === id);
}

// ---------------------------------------------------------------------------
// Links inside guide text and the filter

export type TextPart = string | { label: string; href: string };

const LINK = /\[([^\]]+)\]\(((?:https:\/\/|\/)[^)\s]*)\)/g;

/** Splits guide text into plain strings and [label](href) links. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ label: match[1] ?? '', href: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Guide text as a reader sees it (link labels, no markup). */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}

/** The texts of a block, as written (links still marked up). */
export function blockTexts(block: GuideBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'terms':
      return block.items.flatMap((item) => [item.term, item.text]);
    default:
      return block.items;
  }
}

/** Everything a reader of the guide sees: title, summary and body. */
export function guideText(guide: DocsGuide): string {
  const body = guide.body.flatMap(blockTexts);
  return [guide.title, guide.summary, ...body].map(plainText).join(' ');
}

/**
 * Lower case, curly apostrophes as straight ones and hyphens dropped, so
 * "email" finds "e-mail" and "organisation's" finds "organisation’s".
 */
function normalise(text: string): string {
  return text.toLocaleLowerCase().replace(/[‘’]/g, "'").replace(/[-‐]/g, '');
}

/** The words of a search, normalised; an empty list for a blank search. */
export function searchWords(query: string): string[] {
  return normalise(query).split(/\s+/).filter(Boolean);
}

/**
 * The groups with only the guides whose title, summary or body contain every
 * word of the search (case-insensitive), in their original order; groups
 * left without guides are dropped. A blank search returns every guide.
 */
export function filterGuides(groups: readonly DocsGroup[], query: string): DocsGroup[] {
  const words = searchWords(query);
  if (words.length === 0) return groups.map((group) => ({ ...group }));
  return groups
    .map((group) => ({
      ...group,
      guides: group.guides.filter((guide) => {
        const text = normalise(guideText(guide));
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.guides.length > 0);
}

/** The sentence the results counter announces. */
export function docsResultsLabel(count: number, total: number, query: string): string {
  if (searchWords(query).length === 0) return `Showing all ${total} guides`;
  if (count === 0) return 'No guides match your search';
  return `${count} of ${total} guides match your search`;
}
