// What the birthday feature offers the area's other features: they import it from here, never from its folders.
export { BirthdayDialog } from './components/birthday-dialog';
export { fromBirthday, type BirthdayValues } from './model/birthday-form';
export { readBirthdayDraft, readChildDraft } from './model/birthday-draft';
