import { useState } from 'react';
import { describedBy, FieldMessages, inputClasses } from '../../../components/ui/field.tsx';
import { useHydrated } from '../../../lib/forms/page-forms.ts';
import { onDemand, useOnDemand } from '../../../lib/on-demand.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';
import type { AuthoringMode, BodyImageResult } from '../use-authoring.ts';

/** The editor's code, fetched once the page has hydrated (never part of a server render). */
const editorCode = onDemand(() => import('./rich-text-editor.tsx'));

const ID = 'blog-content';
const LABEL_ID = 'blog-content-label';

/**
 * The content field: a plain 12-row text box at once, so the form is usable
 * immediately, replaced by the rich-text editor when its code has arrived.
 */
export function ContentField({
  value,
  error,
  mode,
  onChange,
  uploadImage,
  required = true,
}: {
  value: string;
  error?: string | undefined;
  mode: AuthoringMode;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<BodyImageResult>;
  /** A post needs a body; a case study's story fields carry it, so its body is optional. */
  required?: boolean;
}) {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const editor = useOnDemand(editorCode, hydrated && !failed, () => setFailed(true));
  const hint = editor ? undefined : failed ? AUTHORING_COPY.editor.loadFailed : undefined;

  return (
    <div>
      <label
        id={LABEL_ID}
        htmlFor={editor ? undefined : ID}
        className="mb-1.5 block text-sm font-medium text-ink"
      >
        {AUTHORING_COPY.labels.content}
        {required ? (
          <span aria-hidden="true" className="text-danger-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {editor ? (
        <editor.RichTextEditor
          id={ID}
          labelId={LABEL_ID}
          value={value}
          error={error}
          describedBy={error ? `${ID}-error` : undefined}
          mode={mode}
          onChange={onChange}
          uploadImage={uploadImage}
        />
      ) : (
        <textarea
          id={ID}
          rows={12}
          value={value}
          required={required}
          placeholder={AUTHORING_COPY.placeholders.content}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ID, error, hint)}
          data-editor-fallback=""
          className={inputClasses}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldMessages id={ID} error={error} hint={hint} />
    </div>
  );
}
