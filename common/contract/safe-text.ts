/**
 * Control characters have no place in what a person types: NUL makes PostgreSQL refuse the text
 * (a 500 before this check), and the others hide or reorder what a reader sees. Every free-text
 * field of every request schema refuses them with one message. Zod-free, so the web can use it too.
 */

/** The message key every refused field answers (common/i18n/{fr,en}/errors.json). */
export const CONTROL_CHARACTERS_CODE = 'request.controlCharacters';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 controls, DEL and C1 controls (checked by code, since control characters in a regex hide). */
export const isControlCode = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

function hasControl(value: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (!isControlCode(code)) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** Multi-line text (instructions): tabs and line breaks are allowed, other controls are not. */
export const isSafeText = (value: string) => !hasControl(value, true);

/** One-line text (a name, a work area, an address): no control character at all. */
export const isSafeLine = (value: string) => !hasControl(value, false);

/** The refinement options of both checks: `z.string().refine(isSafeLine, safeTextError)`. */
export const safeTextError = { error: CONTROL_CHARACTERS_CODE } as const;

// Bidirectional embeddings, overrides, isolates and marks: "facture" + U+202E + "fdp.exe" reads as
// "factureexe.pdf"; a file name never needs them.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Removes bidirectional control characters (file names, which are shown to other people). */
export const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');
