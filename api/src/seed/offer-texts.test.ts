import { activitySeeds } from './park-activities';
import { offerSeeds } from './park-offers';

/** The group size an offer's text promises (« De 6 à 15 enfants. », « Jusqu’à 50 enfants… »), or null. */
function statedGroup(text: string): { min: number | null; max: number } | null {
  const range = /De (\d+) à (\d+) enfants/.exec(text);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const upTo = /Jusqu’à (\d+) enfants/.exec(text);
  return upTo ? { min: null, max: Number(upTo[1]) } : null;
}

describe('the offers’ texts (the lines under an offer’s title)', () => {
  it('promise only the group size the booking pages and the API let a visitor book', () => {
    const stating = offerSeeds.flatMap((offer) =>
      offer.texts.map((text) => ({ offer, stated: statedGroup(text) })).filter((s) => s.stated !== null),
    );
    expect(stating.length).toBeGreaterThan(0);
    for (const { offer, stated } of stating) {
      const activity = activitySeeds.find((a) => a.aid === offer.aid)!;
      const applied = { min: stated!.min === null ? null : activity.minParticipants, max: activity.maxParticipants };
      expect([offer.name, stated]).toEqual([offer.name, applied]);
    }
  });

  it('state no order minimum, which nothing applies', () => {
    for (const offer of offerSeeds) for (const text of offer.texts) expect(text).not.toMatch(/minimum/i);
  });
});
