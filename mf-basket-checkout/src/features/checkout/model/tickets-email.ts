/** The tickets e-mail a snacking basket requires (spec §5). */
export const INVALID_EMAIL = 'Adresse email est invalide';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());
