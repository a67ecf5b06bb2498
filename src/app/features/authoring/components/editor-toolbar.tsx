import type { Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  FileCode,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';

const COPY = AUTHORING_COPY.editor;

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  code: boolean;
  codeBlock: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

type Toggle = Exclude<keyof ToolbarState, 'canUndo' | 'canRedo' | 'link'>;

const TOGGLES: Array<{ key: Toggle; label: string; icon: LucideIcon; run: (e: Editor) => void }> = [
  { key: 'bold', label: COPY.bold, icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  {
    key: 'italic',
    label: COPY.italic,
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'heading2',
    label: COPY.heading2,
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    label: COPY.heading3,
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    label: COPY.bulletList,
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: COPY.orderedList,
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    label: COPY.blockquote,
    icon: Quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { key: 'code', label: COPY.code, icon: Code, run: (e) => e.chain().focus().toggleCode().run() },
  {
    key: 'codeBlock',
    label: COPY.codeBlock,
    icon: SquareCode,
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
];

function ToolButton({
  label,
  icon: Icon,
  pressed,
  disabled,
  haspopup,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  pressed?: boolean | undefined;
  disabled?: boolean | undefined;
  haspopup?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-haspopup={haspopup ? 'dialog' : undefined}
      disabled={disabled}
      // A pointer press leaves the focus (and the selection) in the editor, so the
      // command acts on what the writer selected or typed: taking the focus first
      // made a click sometimes apply to a lost selection. Keyboard users reach the
      // buttons with Tab and the arrow keys as before.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md text-ink transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40',
        pressed && 'bg-brand-100 text-brand-800',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Arrow keys move between the toolbar's buttons (the toolbar pattern); Tab leaves it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')].filter(
    (button) => !button.disabled,
  );
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
}

/** Formatting buttons; each toggle says whether it is on (aria-pressed). */
export function EditorToolbar({
  editor,
  state,
  source,
  onToggleSource,
  onLink,
  onImage,
}: {
  editor: Editor | null;
  state: ToolbarState | null;
  source: boolean;
  onToggleSource: () => void;
  onLink: () => void;
  onImage: () => void;
}) {
  const off = !editor || source;
  return (
    <div
      role="toolbar"
      aria-label={COPY.toolbar}
      onKeyDown={moveFocus}
      className="flex flex-wrap items-center gap-0.5 border-b border-line bg-surface p-1"
    >
      {TOGGLES.map(({ key, label, icon, run }) => (
        <ToolButton
          key={key}
          label={label}
          icon={icon}
          pressed={Boolean(state?.[key]) && !source}
          disabled={off}
          onClick={() => editor && run(editor)}
        />
      ))}
      <ToolButton label={COPY.link} icon={Link} haspopup disabled={off} onClick={onLink} />
      <ToolButton label={COPY.image} icon={ImagePlus} haspopup disabled={off} onClick={onImage} />
      <ToolButton
        label={COPY.undo}
        icon={Undo2}
        disabled={off || !state?.canUndo}
        onClick={() => editor?.chain().focus().undo().run()}
      />
      <ToolButton
        label={COPY.redo}
        icon={Redo2}
        disabled={off || !state?.canRedo}
        onClick={() => editor?.chain().focus().redo().run()}
      />
      <ToolButton
        label={COPY.source}
        icon={FileCode}
        pressed={source}
        disabled={!editor}
        onClick={onToggleSource}
      />
    </div>
  );
}
