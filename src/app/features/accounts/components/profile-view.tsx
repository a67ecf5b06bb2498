import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { PublicUser } from '../../../../shared/auth.ts';
import { UserAvatar } from './user-menu.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** The profile's view mode. */
export function ProfileView({ user }: { user: PublicUser }) {
  const rows: Array<[string, string]> = [
    ['Phone', user.phone],
    ['Company', user.company],
    ['Job title', user.jobTitle],
    ['Location', user.location],
    ['City', user.city],
    ['Country', user.country],
    ['Member since', dateFormat.format(new Date(user.createdAt))],
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-5">
        <UserAvatar user={user} className="size-24 text-2xl" />
        {/* A basis keeps the name beside the photo on a phone and sends Edit to its own line. */}
        <div className="min-w-0 flex-[1_1_10rem]">
          <h2 className="text-2xl font-bold text-ink">
            {user.firstName} {user.lastName}
          </h2>
          <p className="break-all text-muted">{user.email}</p>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium">
            {user.emailVerified ? (
              <>
                <BadgeCheck aria-hidden="true" className="size-4 text-success-700" />
                <span className="text-success-700">Email verified</span>
              </>
            ) : (
              <>
                <CircleAlert aria-hidden="true" className="size-4 text-amber-700" />
                <span className="text-amber-800">Email not verified yet</span>
              </>
            )}
          </p>
        </div>
        <ButtonLink to="/profile?edit">Edit profile</ButtonLink>
      </div>
      {user.bio ? <p className="whitespace-pre-line text-ink">{user.bio}</p> : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-medium break-words text-ink">{value || 'Not provided'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
