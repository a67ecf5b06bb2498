/**
 * Tells the rich-text editor's own HTML, coming back to it through the form's
 * state, from a value set from outside (a restored or discarded draft).
 *
 * The editor reports every change to the form, and the form renders the editor
 * again with that value; but on a busy device keystrokes arrive between the
 * form's render and the editor's effect, so a render can carry HTML the editor
 * has already moved past. Treating that late echo as a new document would
 * replace what was typed since (the lost characters). So every reported value
 * stays pending until a render carries it: a pending value is an echo, never
 * an outside change; only a value the editor has not reported replaces the
 * document.
 */
export interface EditorEcho {
  /** The editor reported this HTML to the form. */
  reported(html: string): void;
  /** The editor's document was replaced with this HTML without a report. */
  replaced(html: string): void;
  /** Whether a value the form rendered came from outside the editor. */
  isOutside(value: string): boolean;
}

export function editorEcho(initial: string): EditorEcho {
  let latest = initial;
  let pending: string[] = [];
  return {
    reported(html) {
      latest = html;
      pending.push(html);
    },
    replaced(html) {
      latest = html;
      pending = [];
    },
    isOutside(value) {
      if (value === latest) {
        pending = [];
        return false;
      }
      const index = pending.indexOf(value);
      if (index === -1) return true;
      // A late render: the values up to this one have reached the form.
      pending = pending.slice(index + 1);
      return false;
    },
  };
}
