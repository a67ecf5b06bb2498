import { p, steps, list, terms, type DocsGroup } from './blocks.ts';

export const powerAppsAndPowerAutomate: DocsGroup = {
  id: 'power-apps-and-power-automate',
  title: 'Power Apps & Power Automate',
  description: 'Sharing apps, keeping flows healthy and moving them safely between environments.',
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
      related: ['keeping-flows-running-when-people-leave', 'what-to-include-in-a-support-request'],
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
};
