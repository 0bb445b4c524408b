// A form in the first screen the server drew (decision 0007: the sign-in and password pages): the visitor can type
// into it before the scripts arrive. The area's render replaces that HTML: its form finds the server's one during
// its first render and reads it when committed (values, focus, a held submission), so that nothing typed is lost.
// The shell's <head> script keeps such a form from being submitted by the browser before the scripts (a GET with
// the password in the address) and marks it: the area's form then sends it (shell's first-screen-forms.head.js).

/** The values typed into a first screen's form, by field name, the field that had the focus, and whether the visitor sent it. */
export interface FirstScreenForm {
  values: Record<string, string | boolean>;
  focused: { name: string; start: number | null; end: number | null } | null;
  /** The visitor sent the form before the scripts (the <head> script held it: data-submit-held). */
  submitHeld: boolean;
}

const FIRST_SCREEN_ID = 'first-screen';

function isField(element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  const tag = element.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

function selection(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  try {
    return 'selectionStart' in field
      ? { start: field.selectionStart, end: field.selectionEnd }
      : { start: null, end: null };
  } catch {
    return { start: null, end: null }; // an input type without a selection (email in some browsers)
  }
}

/**
 * The first screen's form `[data-testid=<testId>]`, or null when the page has none (no first screen, another page,
 * or already replaced). Found during the area's first render, while the server's HTML is still in the page.
 */
export function findFirstScreenForm(
  testId: string,
  doc: Document | undefined = globalThis.document,
): HTMLFormElement | null {
  return (
    doc
      ?.getElementById(FIRST_SCREEN_ID)
      ?.querySelector<HTMLFormElement>(`form[data-testid="${testId.replace(/["\\]/g, '\\$&')}"]`) ?? null
  );
}

/**
 * What the visitor typed into that form: read when the area's form is committed (the server's form, just taken out
 * of the page, keeps its fields' values), so that nothing typed while the area rendered is missed. Only fields the
 * visitor changed are returned: a value equal to the one the server wrote is the form's own initial value. The
 * focused field is the one focused now, or the last one the page's <head> script saw focused (data-focused-field).
 */
export function readFirstScreenForm(form: HTMLFormElement): FirstScreenForm {
  const values: FirstScreenForm['values'] = {};
  for (const element of Array.from(form.querySelectorAll('[name]'))) {
    if (!isField(element) || !element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== element.defaultChecked) {
        values[element.name] = element.type === 'checkbox' ? element.checked : element.value;
      }
      continue;
    }
    if (element instanceof HTMLInputElement && ['hidden', 'file', 'submit', 'button'].includes(element.type)) continue;
    const initial = element instanceof HTMLSelectElement ? null : element.defaultValue;
    if (element.value !== initial) values[element.name] = element.value;
  }
  const active = form.ownerDocument.activeElement;
  const focusedField =
    active && form.contains(active) && isField(active) && active.name
      ? active
      : fieldNamed(form, form.getAttribute('data-focused-field'));
  const focused = focusedField ? { name: focusedField.name, ...selection(focusedField) } : null;
  return { values, focused, submitHeld: form.hasAttribute('data-submit-held') };
}

function fieldNamed(form: Element | null, name: string | null) {
  if (!form || !name) return undefined;
  return Array.from(form.querySelectorAll('[name]')).find(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      isField(element) && element.name === name,
  );
}

/** Gives the focus back to the field `focused` names in `form` (the area's own form, just drawn), caret included. */
export function restoreFirstScreenFocus(form: HTMLFormElement | null, focused: FirstScreenForm['focused']): void {
  const field = fieldNamed(form, focused?.name ?? null);
  if (!field || !focused) return;
  field.focus();
  if (focused.start === null || focused.end === null || field instanceof HTMLSelectElement) return;
  try {
    field.setSelectionRange(focused.start, focused.end);
  } catch {
    // the field's type has no caret to place
  }
}
