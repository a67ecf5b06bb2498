/** What the D365 calls answer (staff read these in the lead inbox). */
export const CRM_MESSAGES = {
  notConfigured:
    'Dynamics 365 is not configured. Set D365_URL, D365_TENANT_ID, D365_CLIENT_ID and D365_CLIENT_SECRET.',
  connected: (organizationId: string) =>
    `Connected to Dynamics 365 (organization ${organizationId}).`,
  connectedNoOrg: 'Connected to Dynamics 365.',
  testFailed: 'Could not connect to Dynamics 365.',
  queued: 'The message is queued for Dynamics 365 sync.',
  alreadyQueued: 'A Dynamics 365 sync of this message is already queued.',
  alreadySynced: 'This message is already in Dynamics 365.',
} as const;
