import { describe, expect, it } from 'vitest';
import { withoutLeadValues } from './crm.service.ts';
import { CrmRejected, type LeadInput } from './dataverse-client.ts';

const lead: LeadInput = {
  id: '0b4c6a38-93c5-4e0f-8d0c-2b8f0f6f2c11',
  subject: 'Website enquiry from Al Quennevais',
  firstName: 'Al',
  lastName: 'Quennevais',
  company: 'Tarragona Freight',
  email: 'al.quennevais@example.org',
  phone: '+34 600 000 001',
  description: 'Please call me about the audit.\n\nService interest: crm\nReference ID: 0b4c',
};

describe('withoutLeadValues', () => {
  it('cuts what the CRM quoted of the record out of the message and the stack, whatever its case', () => {
    const refusal = new CrmRejected(
      'Lead sync failed (400): A lead for Al QUENNEVAIS <Al.Quennevais@Example.org> of ' +
        'Tarragona Freight (+34 600 000 001) already exists: "Please call me about the audit."',
      400,
    );
    const err = withoutLeadValues(refusal, lead) as CrmRejected;
    expect(err).toBe(refusal);
    expect(err.status).toBe(400);
    expect(err.message).toBe(
      'Lead sync failed (400): A lead for [redacted] [redacted] <[redacted]> of ' +
        '[redacted] ([redacted]) already exists: "[redacted]"',
    );
    expect(err.stack).not.toMatch(/quennevais|tarragona|600 000|audit/i);
  });

  it('takes whole words only: a short name leaves the refusal’s own words alone', () => {
    const err = withoutLeadValues(
      new CrmRejected('Lead sync failed (400): Already refused (Al).', 400),
      lead,
    ) as Error;
    expect(err.message).toBe('Lead sync failed (400): Already refused ([redacted]).');
  });

  it('leaves a refusal that quotes nothing as it was', () => {
    const message = 'Lead sync failed (503): An unexpected error occurred.';
    expect((withoutLeadValues(new Error(message), lead) as Error).message).toBe(message);
    expect(withoutLeadValues('socket hang up', lead)).toBe('socket hang up');
  });
});
