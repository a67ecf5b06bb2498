import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';
import { editorEcho } from '../editor-echo.ts';
import type { AuthoringMode, BodyImage, BodyImageResult } from '../use-authoring.ts';
import { ImageDialog, LinkDialog } from './editor-dialogs.tsx';
import { EditorToolbar, type ToolbarState } from './editor-toolbar.tsx';

/**
 * The content field's rich-text editor (TipTap). Loaded on demand by
 * content-field.tsx, in the browser only, so neither a public page nor the
 * authoring page's first paint pays for it. Its HTML is the post's content.
 */

/** Images keep the responsive attributes the upload answered with. */
const BlogImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
});

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      // The post's page decides how links open (inside the app, or a new tab).
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  BlogImage,
];

const CONTENT_CLASSES =
  'min-h-72 px-4 py-3 text-base text-ink focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand-500 [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:text-slate-100 [&_ul]:list-disc [&_ul]:pl-6';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function toolbarState(editor: Editor | null): ToolbarState | null {
  if (!editor) return null;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    code: editor.isActive('code'),
    codeBlock: editor.isActive('codeBlock'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  value: string;
  error?: string | undefined;
  describedBy?: string | undefined;
  mode: AuthoringMode;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<BodyImageResult>;
}

export function RichTextEditor({
  id,
  labelId,
  value,
  error,
  describedBy,
  mode,
  onChange,
  uploadImage,
}: RichTextEditorProps) {
  const [source, setSource] = useState(false);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The editor's options keep their identity between renders: TipTap resets its view with
  // changed options on every render, which would cost each keystroke a redraw of the editor.
  // The document is the value the editor started with; later outside values go through setContent.
  const [initialContent] = useState(value);
  // Which rendered values are this editor's own HTML coming back, and which were set outside.
  const [echo] = useState(() => editorEcho(initialContent));
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: CONTENT_CLASSES,
      },
    }),
    [id, labelId, describedBy, error],
  );

  const report = (html: string) => {
    echo.reported(html);
    onChangeRef.current(html);
  };

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    // Rendered in the browser only: nothing of the editor exists in the server's HTML.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onCreate: ({ editor: created }) => {
      // Plain text typed into the fallback box before the editor arrived becomes HTML;
      // stored HTML is left as it is, so opening a post does not count as a change.
      if (initialContent.trim() && !initialContent.trimStart().startsWith('<')) {
        report(htmlOf(created));
      }
    },
    onUpdate: ({ editor: updated }) => report(htmlOf(updated)),
  });

  // A value set from outside (a restored or discarded draft) replaces the document.
  useEffect(() => {
    if (!editor || source || !echo.isOutside(value)) return;
    editor.commands.setContent(value, { emitUpdate: false });
    echo.replaced(value);
  }, [editor, value, source, echo]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => toolbarState(current),
  });

  const toggleSource = () => {
    if (!editor) return;
    if (source) {
      // Back from the HTML: the editor parses it again and reports its own HTML.
      editor.commands.setContent(value, { emitUpdate: false });
      echo.replaced(value);
      report(htmlOf(editor));
    }
    setSource(!source);
  };

  const insertImage = (image: BodyImage, alt: string) => {
    setDialog(null);
    editor
      ?.chain()
      .focus()
      .insertContent({
        type: 'image',
        attrs: {
          src: image.url,
          srcset: image.srcSet,
          sizes: '(min-width: 768px) 720px, 100vw',
          width: image.width,
          height: image.height,
          alt,
        },
      })
      .run();
  };

  const applyLink = (href: string) => {
    setDialog(null);
    if (!editor) return;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <div
      className={cn(
        'rounded-lg border bg-white shadow-sm focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-brand-500',
        error ? 'border-danger-700' : 'border-slate-300',
      )}
    >
      <EditorToolbar
        editor={editor}
        state={state}
        source={source}
        onToggleSource={toggleSource}
        onLink={() => setDialog('link')}
        onImage={() => setDialog('image')}
      />
      {source ? (
        <textarea
          id={`${id}-source`}
          aria-labelledby={`${labelId} ${id}-source-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          rows={16}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          className="block w-full rounded-b-lg border-0 px-4 py-3 font-mono text-sm text-ink focus:outline-none"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <span id={`${id}-source-label`} className="sr-only">
        {AUTHORING_COPY.editor.sourceLabel}
      </span>
      <LinkDialog
        open={dialog === 'link'}
        initial={(editor?.getAttributes('link')['href'] as string | undefined) ?? 'https://'}
        canRemove={state?.link ?? false}
        onClose={() => setDialog(null)}
        onApply={applyLink}
        onRemove={() => {
          setDialog(null);
          editor?.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
      />
      <ImageDialog
        open={dialog === 'image'}
        mode={mode}
        upload={uploadImage}
        onClose={() => setDialog(null)}
        onInsert={insertImage}
      />
    </div>
  );
}
