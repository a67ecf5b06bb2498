/** The words of the comparison of two revisions (components/revision-comparison.tsx). */
export const REVISION_COPY = {
  /** The columns' headings; each is followed by the revision's own label. */
  before: 'Before',
  after: 'After',
  legend: 'Deleted text is struck through; inserted text is underlined.',
  unchangedHidden: 'Unchanged fields are not shown.',
  noDifferences: 'No differences: these two versions are the same.',
  formattingOnly: 'Only the formatting changed: the text is the same.',
  orderOnly: 'Only the order changed: nothing was added or removed.',
  /** A side with no text, or a list with no items. */
  empty: 'Empty',
  /** What a screen reader says around a deletion and an insertion (visually hidden). */
  marks: {
    deletedStart: 'Deleted: ',
    deletedEnd: ' (end of deletion)',
    insertedStart: 'Inserted: ',
    insertedEnd: ' (end of insertion)',
  },
};

/** The words of the edit screen's history, working copy and conflicts. */
export const HISTORY_COPY = {
  changes: {
    created: 'Created',
    updated: 'Saved',
    published: 'Published',
    unpublished: 'Back to draft',
    scheduled: 'Scheduled',
    'went-live': 'Went live as scheduled',
    restored: 'Restored an earlier version',
    autosave: 'Unsaved working copy',
  },
  panel: {
    title: 'History',
    empty: 'No revisions yet: each save keeps one.',
    by: (name: string) => `by ${name}`,
    nobody: 'automatically',
    live: 'Live',
    compare: 'Compare with the current version',
    all: 'All revisions, compare and restore',
  },
  page: {
    title: (title: string) => `History of “${title}”`,
    lead: 'Every save keeps a revision. Compare any two, or restore one: restoring makes it your working copy, and readers see it only when you save or publish it.',
    back: 'Back to the editor',
    list: 'Revisions, newest first',
    from: 'Compare from',
    to: 'to',
    compare: 'Compare',
    restore: 'Restore this version',
    restoring: 'Restoring…',
    current: 'current',
    comparison: 'Comparison',
    chooseTwo: 'Choose two revisions to compare, or press Compare with the current version on one.',
    sameRevision: 'Choose two different revisions.',
    notFound: 'That revision is not part of this item’s history.',
    loadFailed: 'The history could not be loaded. Please try again.',
    restoreFailed: 'The revision could not be restored. Please try again.',
    version: (n: number) => `version ${n}`,
  },
  autosave: {
    saving: 'Saving…',
    saved: (time: string) => `Saved ${time}`,
    savedHint: 'Your working copy is kept on the server; readers see it when you save or publish.',
    retrying: (time: string | null) =>
      time ? `Not saved: retrying (last saved ${time})` : 'Not saved: retrying',
  },
  editing: (names: string) =>
    `${names} also ${names.includes(' and ') ? 'have' : 'has'} this open and may be changing it.`,
  conflict: {
    title: (who: string | null, time: string) =>
      `${who ?? 'Someone'} saved this at ${time}, after you opened it.`,
    text: 'Your changes were not saved and are still here. Look at their change, then save yours over it, or copy what you need from theirs first.',
    see: 'See their change (opens in a new tab)',
    overwrite: 'Save mine over theirs',
    dismiss: 'Keep editing',
  },
} as const;
