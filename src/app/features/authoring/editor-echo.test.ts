import { describe, expect, it } from 'vitest';
import { editorEcho } from './editor-echo.ts';

describe('editorEcho', () => {
  it('takes the value the editor reported last as its own', () => {
    const echo = editorEcho('');
    echo.reported('<p>a</p>');
    expect(echo.isOutside('<p>a</p>')).toBe(false);
  });

  it('takes a late render of an earlier report as an echo, not as a new document', () => {
    const echo = editorEcho('');
    echo.reported('<p>a</p>');
    echo.reported('<p>ab</p>');
    echo.reported('<p>abc</p>');
    // The form rendered after the first keystroke; the editor has two more.
    expect(echo.isOutside('<p>a</p>')).toBe(false);
    expect(echo.isOutside('<p>ab</p>')).toBe(false);
    expect(echo.isOutside('<p>abc</p>')).toBe(false);
  });

  it('takes a value the editor never reported as set from outside', () => {
    const echo = editorEcho('<p>saved</p>');
    echo.reported('<p>saved!</p>');
    expect(echo.isOutside('<p>restored draft</p>')).toBe(true);
  });

  it('takes a return to an earlier text as outside once the form has caught up', () => {
    // Typing, then "Discard draft" back to the empty form.
    const echo = editorEcho('');
    echo.reported('<p>a</p>');
    echo.reported('<p>ab</p>');
    expect(echo.isOutside('<p>ab</p>')).toBe(false);
    expect(echo.isOutside('<p>a</p>')).toBe(true);
    expect(echo.isOutside('')).toBe(true);
  });

  it('starts afresh after the document is replaced', () => {
    const echo = editorEcho('');
    echo.reported('<p>a</p>');
    echo.replaced('<p>draft</p>');
    expect(echo.isOutside('<p>draft</p>')).toBe(false);
    expect(echo.isOutside('<p>a</p>')).toBe(true);
  });
});
