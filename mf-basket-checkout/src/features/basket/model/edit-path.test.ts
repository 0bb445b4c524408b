import { editPath, isEditable } from './edit-path';
import { line } from './test-lines';

describe('editPath', () => {
  const karting = line({ nid: 'n1', pid: 'p1', aid: 1, oid: 2, fid: 3 });
  it("reopens the line's calendar with ?edit=<pid>", () => {
    expect(editPath(karting, 'karting')).toBe('/activites/1/2/3/calendar?edit=p1');
  });
  it('leads to the entreprise and events pages for those activities', () => {
    expect(editPath(karting, 'company')).toBe('/activites/1/2/entreprise?edit=p1');
    expect(editPath({ ...karting, fid: null }, 'events')).toBe('/activites/1/2/events?edit=p1');
  });
  it('reopens the first calendar of a duo pack, the subscription page of a subscription', () => {
    expect(editPath({ ...karting, idPlanningPack: [4, 5] }, 'trampoline')).toBe(
      '/activites/1/2/3/pack/0/calendar?edit=p1',
    );
    expect(editPath({ ...karting, abo: true }, 'subscription')).toBe('/activites/1/2/3/abonnement?edit=p1');
  });
  it('falls back to the nid without a group, and has no page for snacking or club lines', () => {
    expect(editPath({ ...karting, pid: '' }, null)).toBe('/activites/1/2/3/calendar?edit=n1');
    expect(isEditable({ ...karting, ZONE: 1, TABLE: 2 })).toBe(false);
    expect(editPath({ ...karting, aid: null, oid: null, type: 8 }, null)).toBeNull();
  });
});
