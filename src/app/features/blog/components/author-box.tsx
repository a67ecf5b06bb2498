import { initialsOf } from '../../../lib/initials.ts';
import { blogPostCopy as copy } from '../content/post-copy.ts';

/** The author's photo, else their initials. */
export function AuthorAvatar({
  name,
  avatar,
  size = 'sm',
}: {
  name: string;
  avatar: string | null;
  size?: 'sm' | 'lg';
}) {
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-10 text-sm';
  const pixels = size === 'lg' ? 64 : 40;
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}

export function AuthorBox({
  name,
  avatar,
  bio,
}: {
  name: string;
  avatar: string | null;
  bio: string;
}) {
  return (
    <section
      aria-labelledby="author-heading"
      className="flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-6 sm:flex-row"
    >
      <AuthorAvatar name={name} avatar={avatar} size="lg" />
      <div>
        <h2
          id="author-heading"
          className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
        >
          {copy.aboutAuthor}
        </h2>
        <p className="mt-1 text-lg font-semibold text-ink">{name}</p>
        {bio ? <p className="mt-2 text-muted">{bio}</p> : null}
      </div>
    </section>
  );
}
