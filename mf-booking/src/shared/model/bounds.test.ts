import {
  PARTICIPANT_RANGES,
  activityRange,
  clampCount,
  defaultParticipants,
  minimumParticipants,
  participantBounds,
  spectatorBounds,
} from './bounds';
import { activity } from './test-fixtures';

describe('participant bounds', () => {
  it("uses the activity's min/max from the API", () => {
    expect(activityRange(activity({ code: 'karting', minParticipants: 0, maxParticipants: 10 }))).toEqual({
      min: 0,
      max: 10,
    });
    expect(activityRange(activity({ code: 'bar-games', minParticipants: 1, maxParticipants: 4 }))).toEqual({
      min: 1,
      max: 4,
    });
  });

  it("falls back to the spec's range for the code when the API gives nonsense", () => {
    const broken = activity({ code: 'virtual-reality', minParticipants: -3, maxParticipants: Number.NaN });
    expect(activityRange(broken)).toEqual({ min: 1, max: 8 });
    expect(PARTICIPANT_RANGES.karaoke).toEqual({ min: 1, max: 6 });
    expect(PARTICIPANT_RANGES.trampoline).toEqual({ min: 0, max: 60 });
    expect(activityRange(activity({ code: 'inconnu', minParticipants: -1, maxParticipants: -1 }))).toEqual({
      min: 0,
      max: 50,
    });
  });

  it('lowers the maximum to the free places of the selected slot', () => {
    const trampoline = activity({ minParticipants: 0, maxParticipants: 60 });
    expect(participantBounds(trampoline, null)).toEqual({ min: 0, max: 60 });
    expect(participantBounds(trampoline, 12)).toEqual({ min: 0, max: 12 });
    expect(participantBounds(trampoline, 80)).toEqual({ min: 0, max: 60 });
    expect(participantBounds(trampoline, -2)).toEqual({ min: 0, max: 0 });
  });

  it('requires at least one participant, or the activity minimum', () => {
    expect(minimumParticipants(activity({ minParticipants: 0 }))).toBe(1);
    expect(minimumParticipants(activity({ code: 'birthday', minParticipants: 6, maxParticipants: 50 }))).toBe(6);
    expect(defaultParticipants(activity({ minParticipants: 0 }))).toBe(1);
    expect(defaultParticipants(activity({ code: 'birthday', minParticipants: 6, maxParticipants: 50 }))).toBe(6);
  });

  it('bounds spectators by spectatorFactor × participants', () => {
    expect(spectatorBounds(activity({ spectatorFactor: 2 }), 3)).toEqual({ min: 0, max: 6 });
    expect(spectatorBounds(activity({ spectatorFactor: 0 }), 3)).toEqual({ min: 0, max: 0 });
    expect(spectatorBounds(activity({ spectatorFactor: 1 }), -1)).toEqual({ min: 0, max: 0 });
  });

  it('clamps counts', () => {
    expect(clampCount(7, { min: 1, max: 4 })).toBe(4);
    expect(clampCount(-2, { min: 1, max: 4 })).toBe(1);
    expect(clampCount(2.7, { min: 1, max: 4 })).toBe(2);
    expect(clampCount(Number.NaN, { min: 1, max: 4 })).toBe(1);
    expect(clampCount(3, { min: 1, max: 0 })).toBe(1);
  });
});
