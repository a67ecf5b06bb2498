import { p, steps, list, terms, PPAC, type DocsGroup } from './blocks.ts';

export const dataIntegrationsAndMigration: DocsGroup = {
  id: 'data-integrations-and-migration',
  title: 'Data, integrations & migration',
  description:
    'Importing records, preparing for migration, and looking after integrations and storage.',
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
};
