import { CalendarCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MEETING_NOTICE } from '../../../../shared/consent-notices.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { SelectField, SubPanelFrame, useSubPanelFields } from './chat-fields.tsx';
import {
  APPOINTMENT_TIMEZONES,
  APPOINTMENT_TYPES,
  localDateString,
  type ChatAppointmentForm,
  type FormProblem,
} from '../chat-forms.ts';

interface AppointmentFormProps {
  id: string;
  value: ChatAppointmentForm;
  onChange: (patch: Partial<ChatAppointmentForm>) => void;
  /** Validates and sends; returns what is wrong, or null when it went out. */
  onSubmit: () => FormProblem<ChatAppointmentForm> | null;
  onClose: () => void;
}

/** The chat's appointment form; date, time and type are required, timezone defaults to UTC. */
export function ChatAppointmentForm({
  id,
  value,
  onChange,
  onSubmit,
  onClose,
}: AppointmentFormProps) {
  const { prefix, submit, field } = useSubPanelFields(value, onChange, onSubmit);
  const [today] = useState(() => localDateString(new Date()));
  useEffect(() => document.getElementById(`${prefix}-date`)?.focus(), [prefix]);

  return (
    <SubPanelFrame
      id={id}
      title="Book an appointment"
      description="Pick a time that suits you; our team confirms it before the call."
      onClose={onClose}
    >
      <form
        method="post"
        noValidate
        onSubmit={submit}
        aria-label="Appointment request"
        className="grid gap-3"
      >
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Date" type="date" required min={today} {...field('date')} />
          <TextField label="Time" type="time" required step={900} {...field('time')} />
        </div>
        <SelectField label="Timezone" options={APPOINTMENT_TIMEZONES} {...field('timezone')} />
        <SelectField
          label="Type"
          required
          options={APPOINTMENT_TYPES}
          placeholder="Select a type"
          {...field('type')}
        />
        <TextAreaField
          label="Notes"
          rows={3}
          placeholder="Anything we should prepare?"
          {...field('notes')}
        />
        <Button type="submit" className="w-full">
          <CalendarCheck aria-hidden="true" className="size-4" />
          Request appointment
        </Button>
        <ConsentNotice notice={MEETING_NOTICE} />
      </form>
    </SubPanelFrame>
  );
}
