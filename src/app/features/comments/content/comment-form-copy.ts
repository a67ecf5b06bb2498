/** The comment form's words; loaded with the form, never with the page. */
export const commentFormCopy = {
  formTitle: 'Leave a comment',
  replyTitle: (name: string) => `Reply to ${name}`,
  contentLabel: 'Comment',
  nameLabel: 'Name',
  emailLabel: 'Email',
  emailHint: 'Never shown on the site.',
  websiteLabel: 'Website (optional)',
  submit: 'Post Comment',
  submitReply: 'Post Reply',
  submitting: 'Posting...',
  cancel: 'Cancel',
  plainText: 'Plain text only: links and markup are shown as typed.',
  /** Before the reply-notifications notice: how the confirmation it names comes. */
  notifyHint: 'We first e-mail you a link to confirm.',
} as const;
