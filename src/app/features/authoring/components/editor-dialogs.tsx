import { useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';
import type { AuthoringMode, BodyImage, BodyImageResult } from '../use-authoring.ts';
import { imageFileProblem } from './featured-image-picker.tsx';

const COPY = AUTHORING_COPY.editor;
const LINK_ADDRESS = /^(https?:\/\/\S+|mailto:\S+|\/\S*)$/i;

/** Enter inside these dialogs acts on the dialog, never submits the post's form around them. */
const onEnter = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  action();
};

export function LinkDialog({
  open,
  initial,
  canRemove,
  onClose,
  onApply,
  onRemove,
}: {
  open: boolean;
  initial: string;
  canRemove: boolean;
  onClose: () => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={COPY.linkDialog}>
      <LinkForm initial={initial} canRemove={canRemove} onApply={onApply} onRemove={onRemove} />
    </Dialog>
  );
}

function LinkForm({
  initial,
  canRemove,
  onApply,
  onRemove,
}: {
  initial: string;
  canRemove: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');
  const apply = () => {
    const value = href.trim();
    if (!LINK_ADDRESS.test(value)) return setError(COPY.linkInvalid);
    onApply(value);
  };
  return (
    <div className="grid gap-4">
      <TextField
        label={COPY.linkAddress}
        type="url"
        inputMode="url"
        value={href}
        hint={COPY.linkHint}
        error={error}
        // The dialog opens for this field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setError('');
        }}
        onKeyDown={onEnter(apply)}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={apply}>{COPY.applyLink}</Button>
        {canRemove ? (
          <Button variant="outline" onClick={onRemove}>
            {COPY.removeLink}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function ImageDialog({
  open,
  mode,
  onClose,
  upload,
  onInsert,
}: {
  open: boolean;
  mode: AuthoringMode;
  onClose: () => void;
  upload: (file: File) => Promise<BodyImageResult>;
  onInsert: (image: BodyImage, alt: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={COPY.imageDialog}>
      <ImageForm mode={mode} upload={upload} onInsert={onInsert} />
    </Dialog>
  );
}

function ImageForm({
  mode,
  upload,
  onInsert,
}: {
  mode: AuthoringMode;
  upload: (file: File) => Promise<BodyImageResult>;
  onInsert: (image: BodyImage, alt: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const insert = async () => {
    if (busy) return;
    if (!file) return setError(COPY.chooseFile);
    const problem = imageFileProblem(file, mode);
    if (problem) return setError(problem);
    setBusy(true);
    const result = await upload(file);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    onInsert(result.image, alt.trim());
  };

  return (
    <div className="grid gap-4">
      <TextField
        label={COPY.imageFile}
        type="file"
        accept="image/*"
        hint={AUTHORING_COPY.image.hint}
        error={error}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError('');
        }}
      />
      <TextField
        label={COPY.altText}
        value={alt}
        hint={COPY.altHint}
        maxLength={300}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={onEnter(() => void insert())}
      />
      <div>
        <Button onClick={() => void insert()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? COPY.uploading : COPY.insertImage}
        </Button>
      </div>
    </div>
  );
}
