/**
 * What this feature offers the rest of the app: the authoring machinery and
 * pieces each kind of content (blog posts, case studies) builds its screens
 * from, and the editor the newsletter's industry news is written in. Other
 * features import it from here only (lint enforces it).
 */
export {
  authoredFormData,
  authoredSchemaInput,
  clientProblems,
  emptyAuthored,
  isoToLocalInput,
  type AuthoredValues,
  type FeaturedChoice,
} from './form-state.ts';
export { AUTHORED_TEXT, draftOf, parseDraft, type DraftShape } from './draft-storage.ts';
export {
  useAuthoring,
  type AuthoringKind,
  type AuthoringMode,
  type ServerDraft,
} from './use-authoring.ts';
export { AUTHORING_COPY } from './content/authoring-copy.ts';
export { AuthoringFrame } from './components/authoring-frame.tsx';
export { type HeaderWords } from './components/authoring-header.tsx';
export { ChipListField } from './components/chip-list-field.tsx';
export { ChoiceField } from './components/choice-field.tsx';
export { ContentField } from './components/content-field.tsx';
export { CreateAccessDenied } from './components/create-access-denied.tsx';
export { EditScreen } from './components/edit-screen.tsx';
export { ReviewPanel } from './components/review-panel.tsx';
export {
  authoringAction,
  authoringClientAction,
  authoringShouldRevalidate,
  workingCopyAnswer,
  createScreenData,
  editScreenData,
  serverDraftOf,
  type AuthoringScreen,
} from './authoring-route.ts';
export { FeaturedImagePicker } from './components/featured-image-picker.tsx';
export { PreviewCard } from './components/preview-card.tsx';
export { previewText } from './seo-preview.ts';
export { FormSection } from './components/form-section.tsx';
export { SeoPanel } from './components/seo-panel.tsx';
export { TagsAndSeo } from './components/tags-and-seo.tsx';
export { TitleAndSlug } from './components/title-and-slug.tsx';
export {
  historyAction,
  historyScreenData,
  type HistoryField,
  type HistoryKind,
} from './history-route.ts';
export { HistoryScreen } from './components/history-screen.tsx';
export { useWorkingCopy } from './use-working-copy.ts';
export { AutosaveStatus } from './components/working-copy-notices.tsx';
export { RestoredNotice } from './components/form-notices.tsx';
export { RevisionComparison } from './components/revision-comparison.tsx';
