import { planSettlement, type SettlementInput } from './plan';
import { line } from './test-fixtures';
import { ticketHolders } from './tickets-per-person';

const slot = { id: 11, startsAt: new Date('2026-12-05T13:00:00Z'), endsAt: new Date('2026-12-05T13:20:00Z') };
const slot2 = { id: 12, startsAt: new Date('2026-12-05T14:00:00Z'), endsAt: new Date('2026-12-05T15:00:00Z') };

function input(lines: SettlementInput['lines']): SettlementInput {
  return {
    lines,
    amountCents: lines.reduce((s, l) => s + l.totalCents, 0),
    slots: new Map([
      [11, { ...slot, activity: 'KARTING' }],
      [12, { ...slot2, activity: 'BOWLING' }],
    ]),
    articles: new Map([
      [1, { id: 1, name: 'KARTING 10 MIN', category: 'KARTING' }],
      [2, { id: 2, name: 'SOFT', category: 'SOFT' }],
      [3, { id: 3, name: 'PACK DUO', category: 'PACK' }],
    ]),
    formulaCodes: new Map(),
    now: new Date('2026-12-01T08:00:00Z'),
  };
}

const booking = (pid: string, counter: number) =>
  line({
    id: 1,
    idTariff: 5,
    counter,
    unitCents: 1750,
    idPlanning: 11,
    slotIds: [11],
    kind: 'activity',
    client: { pid },
  });
const equipment = (pid: string, counter: number) =>
  line({ id: 1, idTariff: 6, counter, unitCents: 300, kind: 'equipment', description: 'Équipement', client: { pid } });
const wristband = (pid: string, counter: number) =>
  line({
    id: 1,
    idTariff: 7,
    counter,
    unitCents: 250,
    kind: 'wristband',
    description: 'Bracelet connecté',
    client: { pid },
  });
const accessory = (pid: string, counter: number) =>
  line({ id: 2, idTariff: 8, counter, unitCents: 300, kind: 'accessory', description: 'Chaussettes', client: { pid } });

describe('one QR code per person admitted', () => {
  it('gives the group equipment one per person, accessories on the first ticket, no ticket of their own', () => {
    const plan = planSettlement(input([booking('a', 3), equipment('a', 2), wristband('a', 3), accessory('a', 2)]));
    expect(plan.lines.map((l) => l.tickets.length)).toEqual([3, 0, 0, 0]);
    expect(plan.lines[0]!.tickets.map((t) => t.items)).toEqual([
      ['Équipement', 'Bracelet connecté', '2 × Chaussettes'],
      ['Équipement', 'Bracelet connecté'],
      ['Bracelet connecté'],
    ]);
    // Quantities and prices stay on their lines (the invoice is unchanged).
    expect(plan.lines.map((l) => l.qty)).toEqual([3, 2, 3, 2]);
  });

  it('keeps two groups apart and one ticket per unit for lines outside a booked group', () => {
    const drink = line({ id: 2, idTariff: 8, counter: 2, unitCents: 300, kind: 'bar', client: {} });
    const plan = planSettlement(input([booking('a', 1), booking('b', 2), equipment('b', 2), equipment('a', 1), drink]));
    expect(plan.lines.map((l) => l.tickets.length)).toEqual([1, 2, 0, 0, 2]);
    expect(plan.lines[0]!.tickets[0]!.items).toEqual(['Équipement']);
    expect(plan.lines[1]!.tickets.map((t) => t.items)).toEqual([['Équipement'], ['Équipement']]);
  });

  it('never lists more equipment than people, and leaves lines without a known kind alone', () => {
    expect(ticketHolders([booking('a', 1), equipment('a', 4)])[1]!.items).toEqual([[0, 'Équipement']]);
    expect(ticketHolders([line({ id: 1, idTariff: 6, counter: 1, unitCents: 1, client: { pid: 'a' } })])).toEqual([
      null,
    ]);
  });

  it('keeps the forms and every slot of a pack on the line, in time order', () => {
    const pack = line({
      id: 3,
      idTariff: 9,
      counter: 2,
      unitCents: 3000,
      idPlanning: 12,
      slotIds: [12, 11],
      kind: 'pack',
      client: { pid: 'p', players: { TeamName: 'Les Bolides', GameValue: '', BookingDate: '', players: ['Ana'] } },
    });
    const [planned] = planSettlement(input([pack])).lines;
    expect(planned!.details).toEqual({
      players: { TeamName: 'Les Bolides', GameValue: '', BookingDate: '', players: ['Ana'] },
      slots: [
        { slotId: 11, activity: 'KARTING', startsAt: '2026-12-05T13:00:00.000Z' },
        { slotId: 12, activity: 'BOWLING', startsAt: '2026-12-05T14:00:00.000Z' },
      ],
    });
    expect(planned!.tickets).toHaveLength(2);
  });
});
