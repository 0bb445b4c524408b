/**
 * The only free text a basket line may carry onto an order, its e-mail and its invoice: the fields
 * the specification names (team and player names, the birthday child's form), each bounded in
 * length and characters. Everything else written on an order comes from the catalogue. Pure.
 */

export const TEXT_LIMITS = {
  /** Team and player names, the child's first name. */
  name: 40,
  /** The cake's name. */
  cake: 60,
  /** The birthday comments. */
  comment: 300,
  /** The karting game value ('10 min', 'Grand Prix'). */
  gameValue: 40,
} as const;

export const MAX_PLAYERS = 8;

/** The birthday child's age, in whole years (the booking form says the same, from the contract's limits). */
export const CHILD_AGE_MIN = 1;
export const CHILD_AGE_MAX = 120;

/** The refusal of an age outside CHILD_AGE_MIN to CHILD_AGE_MAX (its words name only the minimum). */
export const CHILD_AGE_REFUSED = `L'âge de l'enfant doit être un nombre entier d'au moins ${CHILD_AGE_MIN}.`;

export class LineTextError extends Error {}

/** Letters (any script), digits, spaces and ordinary punctuation; no control characters, no markup, no links. */
const ALLOWED = /^[\p{L}\p{M}\p{N} '’\-.,!?()&+:;/°@#"«»]*$/u;
const LINK = /(https?:|www\.|:\/\/)/i;

/** A bounded, printable, link-free text (trimmed, inner spaces folded), or an error naming the field. */
export function boundedText(value: unknown, max: number, field: string, required = false): string {
  if (value === undefined || value === null) {
    if (required) throw new LineTextError(`${field} est obligatoire.`);
    return '';
  }
  if (typeof value !== 'string') throw new LineTextError(`${field} doit être un texte.`);
  const text = value.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (required && text === '') throw new LineTextError(`${field} est obligatoire.`);
  if (text.length > max) throw new LineTextError(`${field} : ${max} caractères au plus.`);
  if (!ALLOWED.test(text) || LINK.test(text))
    throw new LineTextError(`${field} contient des caractères non autorisés.`);
  return text;
}

export interface PlayersForm {
  TeamName: string;
  GameValue: string;
  BookingDate: string;
  players: string[];
}

/** The team / player names form (spec §3, §5: team name and every player name required). */
export function playersForm(value: unknown): PlayersForm | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new LineTextError('Le formulaire des joueurs est invalide.');
  const form = value as Record<string, unknown>;
  const players: string[] = [];
  for (let i = 1; i <= MAX_PLAYERS; i++) {
    const raw = form[`player_${i}`];
    if (raw === undefined || raw === null || raw === '') continue;
    players.push(boundedText(raw, TEXT_LIMITS.name, `Le nom du joueur ${i}`, true));
  }
  const extra = Object.keys(form).find((k) => /^player_\d+$/.test(k) && Number(k.slice(7)) > MAX_PLAYERS);
  if (extra) throw new LineTextError(`${MAX_PLAYERS} joueurs au plus.`);
  const bookingDate = typeof form.BookingDate === 'string' ? form.BookingDate.trim() : '';
  if (bookingDate.length > 40 || !/^[0-9T:+\-/ .Z]*$/.test(bookingDate))
    throw new LineTextError('La date de la partie est invalide.');
  return {
    TeamName: boundedText(form.TeamName, TEXT_LIMITS.name, "Le nom de l'équipe", true),
    GameValue: boundedText(form.GameValue, TEXT_LIMITS.gameValue, 'La partie'),
    BookingDate: bookingDate,
    players,
  };
}

export interface BirthdayForm {
  nom: string;
  age: number;
  gateaux: { id: number | null; name: string };
  commentaires: string;
}

/** The birthday child form (spec §3, §5: first name, age at least 1, cake required; comments optional). */
export function birthdayForm(value: unknown): BirthdayForm | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new LineTextError("Le formulaire de l'anniversaire est invalide.");
  const form = value as Record<string, unknown>;
  const age = typeof form.age === 'string' && /^\d{1,3}$/.test(form.age.trim()) ? Number(form.age) : form.age;
  if (typeof age !== 'number' || !Number.isInteger(age) || age < CHILD_AGE_MIN || age > CHILD_AGE_MAX)
    throw new LineTextError(CHILD_AGE_REFUSED);
  const cake = form.gateaux;
  const cakeObject = cake && typeof cake === 'object' ? (cake as Record<string, unknown>) : null;
  const cakeName = boundedText(cakeObject ? cakeObject.name : cake, TEXT_LIMITS.cake, 'Le gâteau', true);
  const cakeId = cakeObject && Number.isInteger(cakeObject.id) ? (cakeObject.id as number) : null;
  return {
    nom: boundedText(form.nom, TEXT_LIMITS.name, "Le prénom de l'enfant", true),
    age,
    gateaux: { id: cakeId, name: cakeName },
    commentaires: boundedText(form.commentaires, TEXT_LIMITS.comment, 'Les commentaires'),
  };
}
