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
