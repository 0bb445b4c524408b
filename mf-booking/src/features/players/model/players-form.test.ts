import {
  REQUIRED,
  TOO_LONG,
  asksPlayers,
  fromPlayers,
  hasMissingField,
  playerCount,
  playerNames,
  teamFits,
  toPlayers,
  validatePlayers,
} from './players-form';
import type { BasketPlayers } from 'shared-events';

describe('team and player names', () => {
  it('asks one name per participant, 8 at most, and only for karting', () => {
    expect(playerCount(3)).toBe(3);
    expect(playerCount(10)).toBe(8);
    expect(playerCount(0)).toBe(1);
    expect(asksPlayers('karting')).toBe(true);
    expect(asksPlayers('bowling')).toBe(false);
  });

  it('requires the team name and every player name, 40 characters each', () => {
    const errors = validatePlayers({ player_1: 'Ana' }, 2);
    expect(errors).toEqual({ TeamName: REQUIRED, player_2: REQUIRED });
    expect(hasMissingField(errors)).toBe(true);
    expect(validatePlayers({ TeamName: 'x'.repeat(41), player_1: 'Ana' }, 1)).toEqual({ TeamName: TOO_LONG });
    expect(validatePlayers({ TeamName: 'Les Bolides', player_1: 'Ana', player_2: ' ' }, 2)).toEqual({
      player_2: REQUIRED,
    });
    expect(validatePlayers({ TeamName: 'Les Bolides', player_1: 'Ana', player_2: 'Tom' }, 2)).toEqual({});
  });

  it('gives the line its players (slot start, formula) and reads them back for the pencil', () => {
    const players = toPlayers({ TeamName: ' Les  Bolides ', player_1: 'Ana', player_2: 'Tom', player_3: 'extra' }, 2, {
      bookingDate: '2026-12-05T14:00:00+01:00',
      gameValue: 'SESSION 10 MIN',
    });
    expect(players).toEqual({
      BookingDate: '2026-12-05T14:00:00+01:00',
      TeamName: 'Les Bolides',
      GameValue: 'SESSION 10 MIN',
      player_1: 'Ana',
      player_2: 'Tom',
    });
    expect(fromPlayers(players)).toEqual({ TeamName: 'Les Bolides', player_1: 'Ana', player_2: 'Tom' });
    expect(playerNames(players)).toEqual(['Ana', 'Tom']);
    expect(fromPlayers(null)).toEqual({});
  });
});

describe('teamFits', () => {
  const team = (names: string[]) =>
    ({
      BookingDate: '',
      TeamName: 'Les Bolides',
      GameValue: '10',
      ...Object.fromEntries(names.map((name, i) => [`player_${i + 1}`, name])),
    }) as BasketPlayers;
  it('holds one name per participant, 8 at most', () => {
    expect(teamFits(team(['Ana', 'Tom']), 2)).toBe(true);
    expect(teamFits(team(['Ana', 'Tom', 'Léo']), 2)).toBe(false);
    expect(teamFits(team(['Ana']), 2)).toBe(false);
    expect(teamFits(team(['1', '2', '3', '4', '5', '6', '7', '8']), 12)).toBe(true);
  });
});
