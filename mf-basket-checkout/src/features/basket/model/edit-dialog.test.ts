import { basketLine } from 'shared-events/testing';
import { editActionLabel, editHints, groupLines } from './edit-dialog';
import { editPage } from './edit-path';
import { activityGroup, birthdayGroup, eventGroup, packGroup } from './test-booked-lines';
import { companyGroup, subscriptionGroup } from './test-undated-lines';

const PEOPLE = 'Le nombre de participants se change sur la même page.';

describe('editPage', () => {
  it("names the page that edits a line's group, from any of its lines", () => {
    const lines = [...activityGroup(), ...packGroup(), ...subscriptionGroup(), ...companyGroup(), ...eventGroup()];
    const pageOf = (nid: string, code: string | null) =>
      editPage(
        lines.find((l) => l.nid === nid)!,
        lines,
        code,
      );
    expect(pageOf('n3', 'trampoline')).toBe('calendar');
    expect(pageOf('p2', 'trampoline')).toBe('pack');
    expect(pageOf('a2', 'subscription')).toBe('subscription');
    expect(pageOf('t1', 'company')).toBe('company');
    expect(pageOf('e2', 'events')).toBe('events');
  });
});

describe('editHints', () => {
  it('says what else a slot booking changes: its participants, then the equipment and accessories it holds', () => {
    const lines = activityGroup();
    expect(editHints('calendar', lines[0]!, lines)).toEqual([
      PEOPLE,
      "L'équipement et les accessoires vous seront proposés de nouveau avant de valider vos modifications.",
    ]);
    const bday = birthdayGroup();
    expect(editHints('calendar', bday[0]!, bday)).toEqual([
      PEOPLE,
      'Les accessoires vous seront proposés de nouveau avant de valider vos modifications.',
    ]);
  });

  it('offers the equipment again when the formula sells a wristband though none was taken', () => {
    const line = basketLine({ nid: 1, idPlanning: 5, offersBracelet: true });
    expect(editHints('calendar', line, [line])).toEqual([
      PEOPLE,
      "L'équipement vous sera proposé de nouveau avant de valider vos modifications.",
    ]);
  });

  it('counts karaoke in boxes, and says nothing of extras a booking has none of', () => {
    const line = basketLine({ nid: 1, idPlanning: 5, counterUnit: 'boxes' });
    expect(editHints('calendar', line, [line])).toEqual(['Le nombre de box se change sur la même page.']);
  });

  it('says what the subscription, company and events pages change', () => {
    const line = basketLine({ nid: 1 });
    expect(editHints('subscription', line, [line])).toEqual([
      'La date de début, la quantité et les options se changent sur la même page.',
    ]);
    expect(editHints('company', line, [line])).toEqual([
      'Le nombre de billets de chaque type se change sur la même page.',
    ]);
    expect(editHints('events', line, [line])).toEqual([
      'Le nombre de participants et les boissons se changent sur la même page.',
    ]);
  });
});

describe('editActionLabel and groupLines', () => {
  it('names the main button by what the page changes first', () => {
    expect(editActionLabel('calendar')).toBe('Modifier la date ou le créneau');
    expect(editActionLabel('pack')).toBe('Modifier les dates ou les créneaux');
    expect(editActionLabel('subscription')).toBe('Modifier mon abonnement');
    expect(editActionLabel('company')).toBe('Modifier mes billets');
  });

  it('gives the main line first, then the rest of its group only', () => {
    const lines = [...eventGroup(), ...activityGroup()];
    expect(groupLines(lines[1]!, lines).map((l) => l.nid)).toEqual(['e2', 'e1']);
    expect(groupLines(lines[0]!, lines).map((l) => l.nid)).toEqual(['e1', 'e2']);
  });
});
