import { CompanyLineError, NO_TICKET_CHOSEN, buildCompanyLines, isCompanyAccount } from './company-lines';

const tariff = (id: number, price: number) => ({ id, idArticle: id, price, name: 'CSE', isDefault: true });
const tickets = [
  { formula: { fid: 22, name: 'BILLET CSE KARTING 10 MIN', article: 191 }, tariff: tariff(1, 14.4), count: 10 },
  { formula: { fid: 23, name: 'BILLET CSE TRAMPOLINE 1H', article: 192 }, tariff: tariff(2, 12), count: 0 },
  { formula: { fid: 24, name: 'BILLET CSE BOWLING', article: 193 }, tariff: tariff(3, 5.5), count: 3 },
];

describe('company ticket lines', () => {
  let n = 0;
  const base = { aid: 10, oid: 13, color: '#334155', pid: 'cse', newId: () => `n${++n}` };

  it('makes one type-1 line per ticket type with a count, under one pid', () => {
    const lines = buildCompanyLines({ ...base, tickets });
    expect(lines.map((l) => [l.fid, l.id, l.idTariff, l.price, l.counter, l.type, l.pid])).toEqual([
      [22, 191, 1, 14.4, 10, 1, 'cse'],
      [24, 193, 3, 5.5, 3, 1, 'cse'],
    ]);
    expect(lines[0]).toMatchObject({ select: null, idPlanning: null, complet: false });
  });

  it('refuses an empty order and bad counts', () => {
    expect(() => buildCompanyLines({ ...base, tickets: tickets.map((t) => ({ ...t, count: 0 })) })).toThrow(
      NO_TICKET_CHOSEN,
    );
    expect(() => buildCompanyLines({ ...base, tickets: [{ ...tickets[0]!, count: 51 }] })).toThrow(CompanyLineError);
    expect(() => buildCompanyLines({ ...base, tickets: [{ ...tickets[0]!, count: -1 }] })).toThrow(CompanyLineError);
    expect(() =>
      buildCompanyLines({ ...base, tickets: [{ ...tickets[0]!, formula: { ...tickets[0]!.formula, article: null } }] }),
    ).toThrow(CompanyLineError);
  });

  it('knows a company account', () => {
    expect(isCompanyAccount({ signInType: 'company', currentUser: null })).toBe(true);
    expect(isCompanyAccount({ signInType: 'normal', currentUser: { type: 2 } })).toBe(true);
    expect(isCompanyAccount({ signInType: 'normal', currentUser: { type: 0 } })).toBe(false);
    expect(isCompanyAccount({ signInType: null, currentUser: null })).toBe(false);
  });
});
