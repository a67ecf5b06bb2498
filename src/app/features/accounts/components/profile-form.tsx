import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { AUTH_MESSAGES, AVATAR_MAX_BYTES } from '../../../../shared/auth-messages.ts';
import { profileUpdateSchema, type PublicUser } from '../../../../shared/auth.ts';
import { ACCOUNT_NOTICE } from '../../../../shared/consent-notices.ts';
import { fieldErrors } from '../../../lib/forms/form-errors.ts';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import type { ProfileOutcome } from '../account-actions.ts';
import { CsrfField } from './csrf-field.tsx';

const FIELDS = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['company', 'Company', 'organization'],
  ['jobTitle', 'Job title', 'organization-title'],
  ['location', 'Location', 'off'],
  ['city', 'City', 'address-level2'],
  ['country', 'Country', 'country-name'],
] as const;
type FieldName = (typeof FIELDS)[number][0] | 'bio';
type Values = Record<FieldName, string>;

const valuesOf = (user: PublicUser): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  company: user.company,
  jobTitle: user.jobTitle,
  location: user.location,
  city: user.city,
  country: user.country,
  bio: user.bio,
});

/**
 * The profile's edit mode: the editable fields and the photo, posted
 * (multipart) to /profile's action before and after hydration alike; a
 * success takes the page back to the view (`?updated=`), a refusal comes
 * back as `outcome` with the problems under their fields.
 */
export function ProfileForm({
  user,
  outcome,
}: {
  user: PublicUser;
  outcome: ProfileOutcome | undefined;
}) {
  const [values, setValues] = useState<Values>(() => ({
    ...valuesOf(user),
    ...(outcome?.values as Partial<Values> | undefined),
  }));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(
    () => (outcome?.errors ?? {}) as Partial<Record<FieldName, string>>,
  );
  const [serverError, setServerError] = useState(outcome?.message ?? '');
  // A new answer from the action (the form stays mounted while it is sent).
  const [answered, setAnswered] = useState(outcome);
  if (outcome !== answered) {
    setAnswered(outcome);
    setErrors((outcome?.errors ?? {}) as Partial<Record<FieldName, string>>);
    setServerError(outcome?.message ?? '');
  }
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [photoError, setPhotoError] = useState('');
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const fileRef = useRef<HTMLInputElement>(null);
  const preview = usePreview(photo);
  const shownPhoto = preview ?? (removePhoto ? null : user.avatar);

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setServerError('');
  };

  // The chosen file stays in its input (the form posts it); one that is refused is taken out.
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError(AUTH_MESSAGES.photoNotImage);
    } else if (file.size > AVATAR_MAX_BYTES) {
      setPhotoError(AUTH_MESSAGES.photoTooLarge);
    } else {
      setPhotoError('');
      setPhoto(file);
      setRemovePhoto(false);
      return;
    }
    if (fileRef.current) fileRef.current.value = '';
  };

  /** Checks the fields as the server will; the form is sent only when they pass. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = fieldErrors(profileUpdateSchema, values) as Partial<Record<FieldName, string>>;
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      focusFirstInvalid();
    }
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-6"
    >
      <CsrfField />
      {removePhoto ? <input type="hidden" name="removePhoto" value="on" /> : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">Profile photo</legend>
        <div className="flex flex-wrap items-center gap-4">
          <span className="inline-flex size-24 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-800">
            {shownPhoto ? (
              <img
                src={shownPhoto}
                alt={`${values.firstName} ${values.lastName}`}
                className="size-full object-cover"
              />
            ) : (
              <span aria-hidden="true">
                {`${values.firstName[0] ?? ''}${values.lastName[0] ?? ''}`.toUpperCase()}
              </span>
            )}
          </span>
          <div className="flex flex-wrap gap-2">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 focus-within:outline-2 focus-within:outline-brand-600 hover:bg-brand-50">
              <ImagePlus aria-hidden="true" className="size-4" />
              {shownPhoto ? 'Change photo' : 'Choose photo'}
              <input
                ref={fileRef}
                type="file"
                name="photo"
                accept="image/*"
                className="sr-only"
                aria-describedby="photo-hint"
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </label>
            {shownPhoto ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setPhoto(null);
                  setRemovePhoto(true);
                  if (fileRef.current) fileRef.current.value = '';
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove photo
              </Button>
            ) : null}
          </div>
        </div>
        <p id="photo-hint" className="text-sm text-muted">
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. It is cropped to a square.
        </p>
        {photoError ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {photoError}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(([name, label, autoComplete]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={autoComplete}
            required={name === 'firstName' || name === 'lastName' || name === 'email'}
            value={values[name]}
            error={errors[name]}
            onChange={(event) => set(name, event.target.value)}
          />
        ))}
      </div>
      <TextAreaField
        label="Bio"
        name="bio"
        value={values.bio}
        error={errors.bio}
        maxLength={1000}
        onChange={(event) => set('bio', event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save changes'}
        </Button>
        <ButtonLink to="/profile" variant="outline" replace>
          Cancel
        </ButtonLink>
      </div>
      <ConsentNotice notice={ACCOUNT_NOTICE} className="-mt-3" />
    </Form>
  );
}

/** An object URL for the chosen file, revoked when it changes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
