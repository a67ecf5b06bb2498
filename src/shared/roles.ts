/*
 * Editorial roles and what each may do, as data: the server's guards and
 * services decide with `can`, and the screens show only what it allows. No
 * schema library here: every staff screen (and the header) imports it.
 */

/** The roles staff can hold, least to most. An account with none is a reader. */
export const ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** What an administrator can set on an account: a role, or none (a reader). */
export const ROLE_CHOICES = ['reader', ...ROLES] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

export const ROLE_LABELS: Record<RoleChoice, string> = {
  reader: 'Reader (no role)',
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  administrator: 'Administrator',
};

/** What each role is for, as the users screen explains it. */
export const ROLE_DESCRIPTIONS: Record<RoleChoice, string> = {
  reader: 'Reads the site and manages their own account and catalogue.',
  contributor: 'Writes and edits their own drafts and submits them for review.',
  author: 'Also publishes and deletes their own posts and case studies.',
  editor:
    'Publishes, edits and deletes everyone’s content, moderates comments, sends industry news and reads leads.',
  administrator:
    'Everything, plus site settings, users and roles, the audit log and privacy tools.',
};

/**
 * Permissions. `.own` applies to items the account wrote; `.any` to every
 * item. Where both exist, the service that has the item decides which one
 * the change needs.
 */
export const PERMISSIONS = [
  'content.write',
  'content.publish.own',
  'content.delete.own',
  'content.edit.any',
  'content.publish.any',
  'content.delete.any',
  'content.review',
  'comments.moderate',
  'newsletter.send',
  'leads.read',
  'settings.manage',
  'users.manage',
  'audit.read',
  'privacy.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const CONTRIBUTOR: readonly Permission[] = ['content.write'];
const AUTHOR: readonly Permission[] = [...CONTRIBUTOR, 'content.publish.own', 'content.delete.own'];
const EDITOR: readonly Permission[] = [
  ...AUTHOR,
  'content.edit.any',
  'content.publish.any',
  'content.delete.any',
  'content.review',
  'comments.moderate',
  'newsletter.send',
  'leads.read',
];
const ADMINISTRATOR: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  contributor: new Set(CONTRIBUTOR),
  author: new Set(AUTHOR),
  editor: new Set(EDITOR),
  administrator: new Set(ADMINISTRATOR),
};

/** Whether a role (null: a reader or a visitor) holds a permission. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && ROLE_PERMISSIONS[role].has(permission);
}

/** The role a stored value names, or null (a reader's, or anything else). */
export function roleOf(value: string | null | undefined): Role | null {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : null;
}

/**
 * What a refused call answers someone who has a role but not this
 * permission (someone with no role gets the spec's staff-only message). A
 * table by permission, read as `REFUSAL_BY_PERMISSION[permission]`: its type
 * makes every permission have one.
 */
export const REFUSAL_BY_PERMISSION: Record<Permission, string> = {
  'content.write': 'Only staff can write posts and case studies',
  'content.publish.own': 'Your role cannot publish: submit the draft for review instead',
  'content.delete.own': 'Your role cannot delete posts or case studies',
  'content.edit.any': 'Only editors and administrators can edit someone else’s work',
  'content.publish.any': 'Only editors and administrators can publish someone else’s work',
  'content.delete.any': 'Only editors and administrators can delete someone else’s work',
  'content.review': 'Only editors and administrators can review submitted drafts',
  'comments.moderate': 'Only editors and administrators can moderate comments',
  'newsletter.send': 'Only editors and administrators can send the newsletter',
  'leads.read': 'Only editors and administrators can read leads and subscribers',
  'settings.manage': 'Only administrators can change the site’s settings',
  'users.manage': 'Only administrators can change users and roles',
  'audit.read': 'Only administrators can read the audit log',
  'privacy.manage': 'Only administrators can use the privacy tools',
};

export const ROLE_MESSAGES = {
  roleInvalid: `Role must be one of: ${ROLE_CHOICES.join(', ')}`,
  lastAdministrator:
    'There must always be an administrator: make someone else an administrator first',
  unverified: 'Only an account with a verified address can hold a role',
  roleChanged: 'Role changed',
  usersLoaded: 'Users and their roles loaded',
  usersLoadFailed: 'The users could not be loaded or changed. Please try again.',
} as const;

/**
 * What a role may do with one item of authored content, by whether it wrote
 * it and whether it is a draft (the screens' buttons; the content service
 * decides the same on the server): saving an item readers see is publishing.
 */
export function contentActions(
  role: Role | null | undefined,
  own: boolean,
  status: 'draft' | 'published' | 'scheduled' = 'draft',
) {
  const publish = can(role, own ? 'content.publish.own' : 'content.publish.any');
  return {
    edit: can(role, own ? 'content.write' : 'content.edit.any') && (status === 'draft' || publish),
    publish,
    remove: can(role, own ? 'content.delete.own' : 'content.delete.any'),
  };
}
export type ContentActions = ReturnType<typeof contentActions>;
