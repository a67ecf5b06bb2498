import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { CHAT_NOTICE } from '../../../../shared/consent-notices.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { SelectField, SubPanelFrame, useSubPanelFields } from './chat-fields.tsx';
import {
  LEAD_BUDGETS,
  LEAD_INTERESTS,
  LEAD_TIMELINES,
  type ChatLeadForm,
  type FormProblem,
} from '../chat-forms.ts';

interface QuoteFormProps {
  id: string;
  value: ChatLeadForm;
  onChange: (patch: Partial<ChatLeadForm>) => void;
  /** Validates and sends; returns what is wrong, or null when it went out. */
  onSubmit: () => FormProblem<ChatLeadForm> | null;
  onClose: () => void;
}

/** The chat's lead form ("Get a quote"); name and email are required. */
export function ChatQuoteForm({ id, value, onChange, onSubmit, onClose }: QuoteFormProps) {
  const { prefix, submit, field } = useSubPanelFields(value, onChange, onSubmit);
  // Opening the form moves focus to its first field (the message input it replaces is gone).
  useEffect(() => document.getElementById(`${prefix}-name`)?.focus(), [prefix]);

  return (
    <SubPanelFrame
      id={id}
      title="Get a quote"
      description="Tell us about your project; we reply with a quote within 24 hours."
      onClose={onClose}
    >
      <form
        method="post"
        noValidate
        onSubmit={submit}
        aria-label="Quote request"
        className="grid gap-3"
      >
        <TextField label="Name" required autoComplete="name" {...field('name')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        <TextField label="Company" autoComplete="organization" {...field('company')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <SelectField
          label="Interest"
          options={LEAD_INTERESTS}
          placeholder="Select a service"
          {...field('interest')}
        />
        <SelectField
          label="Budget"
          options={LEAD_BUDGETS}
          placeholder="Select a range"
          {...field('budget')}
        />
        <SelectField
          label="Timeline"
          options={LEAD_TIMELINES}
          placeholder="Select a timeline"
          {...field('timeline')}
        />
        <TextField
          label="Team size"
          inputMode="numeric"
          placeholder="e.g. 25 users"
          {...field('teamSize')}
        />
        <TextAreaField
          label="Requirements"
          rows={3}
          placeholder="What should the solution do?"
          {...field('requirements')}
        />
        <Button type="submit" className="w-full">
          <Send aria-hidden="true" className="size-4" />
          Request quote
        </Button>
        <ConsentNotice notice={CHAT_NOTICE} />
      </form>
    </SubPanelFrame>
  );
}
