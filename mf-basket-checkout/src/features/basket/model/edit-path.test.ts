import { editPath, groupMainLine, isEditable } from './edit-path';
import { activityGroup, birthdayGroup, eventGroup, packGroup } from './test-booked-lines';
import { clubLine, companyGroup, subscriptionGroup } from './test-undated-lines';
import { line } from './test-lines';

describe('editPath', () => {
  const karting = line({ nid: 'n1', pid: 'p1', aid: 1, oid: 2, fid: 3 });
  const alone = [karting];
  it("reopens the line's calendar with ?edit=<pid>", () => {
    expect(editPath(karting, alone, 'karting')).toBe('/activites/1/2/3/calendar?edit=p1');
  });
  it('leads to the entreprise and events pages for those activities', () => {
    expect(editPath(karting, alone, 'company')).toBe('/activites/1/2/entreprise?edit=p1');
    const event = { ...karting, fid: null };
    expect(editPath(event, [event], 'events')).toBe('/activites/1/2/events?edit=p1');
  });
  it('reopens the first calendar of a duo pack, the subscription page of a subscription', () => {
    const pack = { ...karting, idPlanningPack: [4, 5] };
    expect(editPath(pack, [pack], 'trampoline')).toBe('/activites/1/2/3/pack/0/calendar?edit=p1');
    const abo = { ...karting, abo: true };
    expect(editPath(abo, [abo], 'subscription')).toBe('/activites/1/2/3/abonnement?edit=p1');
  });
  it('falls back to the nid without a group, and has no page for snacking lines', () => {
    const single = { ...karting, pid: '' };
    expect(editPath(single, [single], null)).toBe('/activites/1/2/3/calendar?edit=n1');
    const bar = { ...karting, ZONE: 1, TABLE: 2 };
    expect(isEditable(bar, [bar])).toBe(false);
    const old = { ...karting, aid: null, oid: null, type: 8 as const };
    expect(editPath(old, [old], null)).toBeNull();
  });
});

/** The path of every line of a group, as the pencil of each line gives it. */
const pathsOf = (group: ReturnType<typeof activityGroup>, code: string | null) =>
  group.map((l) => editPath(l, group, code));

describe("the pencil of a group's line opens its main line's page (spec §4)", () => {
  it("a subscription's socks and wristband open the subscription page, not a slot calendar", () => {
    const group = subscriptionGroup();
    expect(group.map((l) => groupMainLine(l, group).nid)).toEqual(['a1', 'a1', 'a1']);
    expect(pathsOf(group, 'subscription')).toEqual(Array(3).fill('/activites/11/14/26/abonnement?edit=group-abo'));
  });

  it("a duo pack's equipment and accessory lines open the pack's first calendar", () => {
    expect(pathsOf(packGroup(), 'trampoline')).toEqual(
      Array(3).fill('/activites/1/5/12/pack/0/calendar?edit=group-pack'),
    );
  });

  it("every line of every kind of group leads to its main line's page, in one basket", () => {
    const groups = {
      'group-1': { lines: activityGroup(), code: 'trampoline', to: '/activites/1/5/10/calendar?edit=group-1' },
      'group-pack': { lines: packGroup(), code: 'trampoline', to: '/activites/1/5/12/pack/0/calendar?edit=group-pack' },
      'group-bday': { lines: birthdayGroup(), code: 'laser-game', to: '/activites/6/8/30/calendar?edit=group-bday' },
      'group-abo': {
        lines: subscriptionGroup(),
        code: 'subscription',
        to: '/activites/11/14/26/abonnement?edit=group-abo',
      },
      'group-event': { lines: eventGroup(), code: 'events', to: '/activites/9/3/events?edit=group-event' },
      'group-cse': { lines: companyGroup(), code: 'company', to: '/activites/13/16/entreprise?edit=group-cse' },
    };
    const basket = Object.values(groups).flatMap((g) => g.lines);
    for (const { lines, code, to } of Object.values(groups)) {
      expect(lines.map((l) => [l.nid, editPath(l, basket, code)])).toEqual(lines.map((l) => [l.nid, to]));
    }
  });

  it('finds the main line in a basket holding other groups, whatever their order', () => {
    const [abo, socks, wristband] = subscriptionGroup();
    const basket = [socks!, ...activityGroup(), wristband!, abo!];
    expect(editPath(socks!, basket, 'subscription')).toBe('/activites/11/14/26/abonnement?edit=group-abo');
    expect(groupMainLine(wristband!, basket)).toBe(abo);
  });

  it('the 360 Family Club membership has nothing to edit: no page, no pencil', () => {
    const club = clubLine();
    const basket = [...activityGroup(), club];
    expect(isEditable(club, basket)).toBe(false);
    expect(editPath(club, basket, 'family-club')).toBeNull();
    expect(activityGroup().every((l) => isEditable(l, basket))).toBe(true);
  });
});
