import { API_LIMITS, type BasketPlayers } from 'shared-events';

/**
 * The team / player names form of a karting booking (spec §2, §3, §5: team name and every player
 * name required). One name per participant, 8 at most (the server's bound, decision 0009), 40
 * characters each (both the API's, from the contract's API_LIMITS). BookingDate is the slot's start; GameValue the
 * formula's name. Pure.
 */

export const MAX_PLAYERS = API_LIMITS.basket.maxPlayers;
export const NAME_MAX = API_LIMITS.basket.nameMax;
export const REQUIRED = 'Champ obligatoire';
export const TOO_LONG = `${NAME_MAX} caractères au plus.`;
export const MISSING_FIELDS = 'Vous devez remplir tous les champs nécessaires pour envoyer votre demande.';

export type PlayersValues = { TeamName?: string } & Partial<Record<`player_${number}`, string>>;
export type PlayersErrors = Partial<Record<string, string>>;

/** How many player names the form asks for. */
export const playerCount = (participants: number) => Math.max(1, Math.min(MAX_PLAYERS, participants));

/** The activities whose bookings carry a team (karting results, the VGPSvc call). */
export const asksPlayers = (activityCode: string) => activityCode === 'karting';

function nameError(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return REQUIRED;
  if (text.length > NAME_MAX) return TOO_LONG;
  return undefined;
}

export function validatePlayers(values: PlayersValues, participants: number): PlayersErrors {
  const errors: PlayersErrors = {};
  const team = nameError(values.TeamName);
  if (team) errors.TeamName = team;
  for (let i = 1; i <= playerCount(participants); i++) {
    const error = nameError(values[`player_${i}`]);
    if (error) errors[`player_${i}`] = error;
  }
  return errors;
}

export const hasMissingField = (errors: PlayersErrors) => Object.values(errors).includes(REQUIRED);

/** The line's `players` from valid values. */
export function toPlayers(
  values: PlayersValues,
  participants: number,
  context: { bookingDate: string; gameValue: string },
): BasketPlayers {
  const players: BasketPlayers = {
    BookingDate: context.bookingDate,
    TeamName: values.TeamName!.trim().replace(/\s+/g, ' '),
    GameValue: context.gameValue.slice(0, API_LIMITS.basket.gameValueMax),
  };
  for (let i = 1; i <= playerCount(participants); i++)
    (players as unknown as Record<string, string>)[`player_${i}`] = values[`player_${i}`]!.trim().replace(/\s+/g, ' ');
  return players;
}

/** The form's values from a line's `players` (the pencil). */
export function fromPlayers(players: BasketPlayers | null | undefined): PlayersValues {
  if (!players) return {};
  const values: PlayersValues = { TeamName: players.TeamName };
  for (let i = 1; i <= MAX_PLAYERS; i++) {
    const name = (players as unknown as Record<string, string | undefined>)[`player_${i}`];
    if (name) values[`player_${i}`] = name;
  }
  return values;
}

/** Whether a named team still has one name per participant (the participants may have changed since). */
export function teamFits(players: BasketPlayers, participants: number): boolean {
  return playerNames(players).length === playerCount(participants);
}

/** The player names of a line's `players`, in order. */
export function playerNames(players: BasketPlayers): string[] {
  const names: string[] = [];
  for (let i = 1; i <= MAX_PLAYERS; i++) {
    const name = (players as unknown as Record<string, string | undefined>)[`player_${i}`];
    if (name) names.push(name);
  }
  return names;
}
