import { p, steps, terms, PPAC, type DocsGroup } from './blocks.ts';

export const gettingStarted: DocsGroup = {
  id: 'getting-started',
  title: 'Getting started with your new Dynamics 365 environment',
  description: 'Signing in, finding your apps and understanding the environments we set up.',
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
};
