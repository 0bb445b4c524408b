import {
  packClash,
  packOverlapMessage,
  PLANNING_MESSAGES,
  validateSelection,
  type SelectionToValidate,
} from './validation';

const ok: SelectionToValidate = {
  kind: 'standard',
  offeredCount: 3,
  selected: { selectable: true },
  participants: 2,
  minimumParticipants: 1,
  participantBounds: { min: 0, max: 10 },
  spectators: 1,
  spectatorBounds: { min: 0, max: 2 },
};

describe('planning validation', () => {
  it('accepts a complete selection', () => {
    expect(validateSelection(ok)).toBeNull();
  });

  it('says when the day has no slot, before anything else', () => {
    expect(validateSelection({ ...ok, offeredCount: 0, selected: null })).toBe(
      'Aucun billet disponible. Veuillez choisir une autre date.',
    );
  });

  it('asks for a slot', () => {
    expect(validateSelection({ ...ok, selected: null })).toBe(
      "Aucune créneau sélectionnée. Veuillez sélectionner une activité ainsi qu'un créneau.",
    );
  });

  it('refuses fewer participants than the minimum, with the pack wording for packs', () => {
    expect(validateSelection({ ...ok, participants: 0 })).toBe('Le nombre de participants est négatif.');
    expect(validateSelection({ ...ok, participants: -1 })).toBe('Le nombre de participants est négatif.');
    expect(validateSelection({ ...ok, participants: 1.5 })).toBe('Le nombre de participants est négatif.');
    expect(validateSelection({ ...ok, participants: 3, minimumParticipants: 6 })).toBe(
      'Le nombre de participants est négatif.',
    );
    expect(validateSelection({ ...ok, kind: 'pack', participants: 0 })).toBe(
      'Erreur liée au nombre des participants, essayer une autre fois.',
    );
  });

  it('refuses more participants than the free places', () => {
    expect(validateSelection({ ...ok, participants: 11 })).toBe(PLANNING_MESSAGES.tooManyParticipants);
    expect(validateSelection({ ...ok, kind: 'pack', participants: 11 })).toBe(PLANNING_MESSAGES.packParticipants);
  });

  it('refuses spectators out of bounds', () => {
    expect(validateSelection({ ...ok, spectators: 3 })).toBe(PLANNING_MESSAGES.invalidSpectators);
    expect(validateSelection({ ...ok, spectators: -1 })).toBe(PLANNING_MESSAGES.invalidSpectators);
  });

  it('refuses a slot that cannot be chosen with these counts', () => {
    expect(validateSelection({ ...ok, selected: { selectable: false } })).toBe(PLANNING_MESSAGES.slotFull);
    expect(validateSelection({ ...ok, kind: 'pack', selected: { selectable: false } })).toBe(
      PLANNING_MESSAGES.packParticipants,
    );
  });
});

describe('packClash: the duo pack, one activity after the other', () => {
  const karting = { select: '2026-12-05T14:00:00+01:00', end: '2026-12-05T14:30:00+01:00', name: 'KARTING' };
  it('finds the earlier slot the chosen one overlaps', () => {
    expect(packClash([karting], { start: '2026-12-05T14:00:00+01:00', end: '2026-12-05T15:00:00+01:00' })).toBe(
      karting,
    );
    expect(packClash([karting], { start: '2026-12-05T13:45:00+01:00', end: '2026-12-05T14:15:00+01:00' })).toBe(
      karting,
    );
    expect(packOverlapMessage('KARTING')).toBe(
      'Ce créneau chevauche celui de KARTING : choisissez un horaire avant ou après, une activité après l’autre.',
    );
  });
  it('accepts slots that follow or precede each other', () => {
    expect(packClash([karting], { start: '2026-12-05T14:30:00+01:00', end: '2026-12-05T15:30:00+01:00' })).toBeNull();
    expect(packClash([karting], { start: '2026-12-05T13:00:00+01:00', end: '2026-12-05T14:00:00+01:00' })).toBeNull();
    expect(packClash([], { start: '2026-12-05T14:00:00+01:00', end: '2026-12-05T14:30:00+01:00' })).toBeNull();
  });
});
