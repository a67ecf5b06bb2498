import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_REQUIRED_MESSAGE,
  APPOINTMENT_TIMEZONES,
  APPOINTMENT_TYPES,
  LEAD_BUDGETS,
  LEAD_INTERESTS,
  LEAD_TIMELINES,
  QUOTE_REQUIRED_MESSAGE,
  emptyAppointmentForm,
  emptyLeadForm,
  formatAppointmentDate,
  localDateString,
  trimForm,
  validateAppointmentForm,
  validateContact,
  validateLeadForm,
} from './chat-forms.ts';

describe('chat form options', () => {
  it("are the spec's lists", () => {
    expect(LEAD_INTERESTS).toEqual([
      'Dynamics 365 Implementation',
      'Power Platform Development',
      'Custom Development',
      'Consulting Services',
      'Training Programs',
      'Integration Services',
      'Support & Maintenance',
    ]);
    expect(LEAD_BUDGETS).toEqual([
      'Under $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000 - $100,000',
      'Over $100,000',
    ]);
    expect(LEAD_TIMELINES).toEqual(['Immediate', '1-3 months', '3-6 months', '6+ months']);
    expect(APPOINTMENT_TIMEZONES).toEqual(['UTC', 'EST', 'PST', 'CET', 'IST', 'JST', 'AEST']);
    expect(APPOINTMENT_TYPES).toEqual([
      'Consultation',
      'Demo',
      'Technical Review',
      'Project Planning',
      'Training Session',
    ]);
    expect(emptyAppointmentForm.timezone).toBe('UTC');
  });
});

describe('validateLeadForm', () => {
  it('requires name and email with the spec message', () => {
    expect(validateLeadForm(emptyLeadForm)).toEqual({
      message: 'Please provide at least your name and email address.',
      fields: ['name', 'email'],
    });
    expect(validateLeadForm({ ...emptyLeadForm, name: 'Ada', email: '  ' })).toEqual({
      message: QUOTE_REQUIRED_MESSAGE,
      fields: ['email'],
    });
  });

  it('refuses an address the team could not reply to', () => {
    expect(validateLeadForm({ ...emptyLeadForm, name: 'Ada', email: 'ada@' })?.fields).toEqual([
      'email',
    ]);
  });

  it('accepts name and email alone', () => {
    expect(
      validateLeadForm({ ...emptyLeadForm, name: 'Ada', email: 'ada@example.com' }),
    ).toBeNull();
  });
});

describe('validateContact (the upload panel)', () => {
  it('asks for the quote form’s two fields, in its words', () => {
    expect(validateContact({ name: '', email: '' })).toEqual({
      message: 'Please provide at least your name and email address.',
      fields: ['name', 'email'],
    });
    expect(validateContact({ name: 'Ada', email: 'ada@' })).toEqual({
      message: 'Please enter a valid email address.',
      fields: ['email'],
    });
    expect(validateContact({ name: ' Ada ', email: ' ada@example.com ' })).toBeNull();
  });
});

describe('validateAppointmentForm', () => {
  const today = '2025-10-01';
  const complete = { ...emptyAppointmentForm, date: '2025-10-02', time: '10:30', type: 'Demo' };

  it('requires date, time and type with the spec message', () => {
    expect(validateAppointmentForm(emptyAppointmentForm, today)).toEqual({
      message: 'Please provide the date, time, and type of appointment.',
      fields: ['date', 'time', 'type'],
    });
    expect(validateAppointmentForm({ ...complete, type: '' }, today)).toEqual({
      message: APPOINTMENT_REQUIRED_MESSAGE,
      fields: ['type'],
    });
  });

  it('accepts today and later, refuses the past', () => {
    expect(validateAppointmentForm(complete, today)).toBeNull();
    expect(validateAppointmentForm({ ...complete, date: today }, today)).toBeNull();
    expect(validateAppointmentForm({ ...complete, date: '2025-09-30' }, today)?.fields).toEqual([
      'date',
    ]);
  });
});

describe('helpers', () => {
  it('trims every text value', () => {
    expect(trimForm({ a: ' x ', b: 'y' })).toEqual({ a: 'x', b: 'y' });
  });

  it('formats local dates like a date input and reads them back for people', () => {
    expect(localDateString(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(formatAppointmentDate('2025-10-01')).toBe('Wednesday 1 October 2025');
    expect(formatAppointmentDate('not a date')).toBe('not a date');
  });
});
