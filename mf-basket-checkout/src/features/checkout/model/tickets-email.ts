import { isEmail as isSharedEmail } from 'shared-events';

/** The tickets e-mail a snacking basket requires (spec §5). */
export const INVALID_EMAIL = 'Adresse email est invalide';

/** The park's e-mail shape (spec §5), the server's own rule. */
export const isEmail = (value: string) => isSharedEmail(value.trim());
