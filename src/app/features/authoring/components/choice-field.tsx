import { SelectField } from '../../../components/ui/field.tsx';

/** A required choice among named options (a category, an industry), "choose one" first. */
export function ChoiceField({
  id,
  name,
  label,
  placeholder,
  options,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
