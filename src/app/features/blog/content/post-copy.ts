/**
 * A post's own copy (/blog/{slug}), also used by the cards that link to
 * posts. Messages the spec fixes (load failures, not found, like toasts)
 * come from BLOG_READING_MESSAGES in src/shared/blog.ts.
 */
export const blogPostCopy = {
  backToBlog: 'Back to Blog',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  bookmark: 'Bookmark',
  bookmarked: 'Saved to your bookmarks',
  bookmarkRemoved: 'Removed from your bookmarks',
  share: 'Share',
  copyLink: 'Copy Link',
  linkCopied: 'Link copied to the clipboard',
  copyFailed: 'Could not copy the link. Please copy it from the address bar.',
  tagsLabel: 'Tags',
  aboutAuthor: 'About the author',
  engageTitle: 'Engage with this post',
  engageText: 'Found this useful? Let us know with a like, or share it with a colleague.',
  like: 'Like',
  likeFailed: 'Your like could not be saved. Please try again.',
  relatedTitle: 'Related articles',
  suggestedTitle: 'Suggested Articles',
  retryLoading: 'Retry Loading',
  notFoundText:
    'The article you are looking for does not exist, has moved or is not published yet.',
  errorText: 'Something went wrong while loading this article. Please try again in a moment.',
  defaultAuthor: 'Product Team',
} as const;
