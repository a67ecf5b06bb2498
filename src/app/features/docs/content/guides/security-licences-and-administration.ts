import { p, steps, terms, PPAC, M365_ADMIN, type DocsGroup } from './blocks.ts';

export const securityLicencesAndAdministration: DocsGroup = {
  id: 'security-licences-and-administration',
  title: 'Security, licences & administration',
  description: 'Adding and removing users, security roles and the policies that protect your data.',
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
};
