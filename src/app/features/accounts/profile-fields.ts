/** The profile's editable fields, as the form names them. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'location',
  'city',
  'country',
  'bio',
] as const;
