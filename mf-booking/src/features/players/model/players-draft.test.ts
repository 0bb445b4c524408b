import { readPlayersDraft, readTeamDraft } from './players-draft';

const context = { bookingDate: '2026-06-10T18:00:00+02:00', gameValue: 'SESSION ADULTE' };

describe('team names read back from the session', () => {
  it("keeps only the form's fields, as text of 40 characters at most", () => {
    expect(readPlayersDraft({ TeamName: 'Les Bol', player_1: 'Ana', player_9: 'Zoé', extra: 'x' })).toEqual({
      TeamName: 'Les Bol',
      player_1: 'Ana',
    });
    expect(readPlayersDraft({ TeamName: 42, player_1: 'x'.repeat(41) })).toBeUndefined();
    expect(readPlayersDraft('Les Bolides')).toBeUndefined();
    expect(readPlayersDraft(null)).toBeUndefined();
    expect(readPlayersDraft(['Ana'])).toBeUndefined();
  });

  it("reads a confirmed team only when every name is valid, with the booking's own date and game", () => {
    expect(
      readTeamDraft({ TeamName: ' Les  Bolides ', player_1: 'Ana', player_2: 'Tom', BookingDate: 'forged' }, context),
    ).toEqual({
      BookingDate: context.bookingDate,
      GameValue: context.gameValue,
      TeamName: 'Les Bolides',
      player_1: 'Ana',
      player_2: 'Tom',
    });
    expect(readTeamDraft({ TeamName: 'Les Bolides', player_1: 'Ana', player_3: 'Tom' }, context)).toBeNull();
    expect(readTeamDraft({ TeamName: '', player_1: 'Ana' }, context)).toBeNull();
    expect(readTeamDraft({ TeamName: 'Les Bolides' }, context)).toBeNull();
    expect(readTeamDraft(undefined, context)).toBeNull();
  });
});
