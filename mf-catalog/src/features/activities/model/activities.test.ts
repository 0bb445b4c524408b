import type { Activity } from '../../../shared/catalog-data/model/types';
import { activityPath, findActiveActivity, findActivity, snackingRedirect, visibleActivities } from './activities';
import { isRetiredRoute, RETIRED_CATALOG_IDS } from './retired-ids';

const activity = (aid: number, name: string, status: boolean, sort: number | null = null): Activity => ({
  aid,
  name,
  status,
  sort,
  menu: true,
  color: null,
  color1: null,
  color2: null,
  image: null,
  logo: null,
  strings: null,
  code: null,
});

describe('visibleActivities', () => {
  it('keeps active activities only, ordered by sort then name', () => {
    const list = [
      activity(1, 'Karting', true, 2),
      activity(2, 'Bowling', false, 1),
      activity(3, 'Arcade', true, null),
      activity(4, 'Trampoline', true, 1),
    ];
    expect(visibleActivities(list).map((a) => a.aid)).toEqual([4, 1, 3]);
  });
  it('does not change the list it is given', () => {
    const list = [activity(1, 'B', true, 2), activity(2, 'A', true, 1)];
    visibleActivities(list);
    expect(list.map((a) => a.aid)).toEqual([1, 2]);
  });
});

describe('findActivity and activityPath', () => {
  it('finds an activity from a route param (text) and builds its path', () => {
    const list = [activity(7, 'Karting', true)];
    expect(findActivity(list, '7')?.name).toBe('Karting');
    expect(findActivity(list, '70')).toBeUndefined();
    expect(findActivity(list, undefined)).toBeUndefined();
    expect(activityPath({ aid: 7 })).toBe('/activites/7');
  });
});

describe('findActiveActivity', () => {
  it('finds an active activity only: an inactive one (status false) is not offered by the catalogue', () => {
    const list = [activity(1, 'Karting', true), activity(13, 'Bar & snacking', false)];
    expect(findActiveActivity(list, '1')?.name).toBe('Karting');
    expect(findActiveActivity(list, '13')).toBeUndefined();
    expect(findActivity(list, '13')?.name).toBe('Bar & snacking');
    expect(findActiveActivity(list, '2')).toBeUndefined();
  });
});

describe('snackingRedirect', () => {
  it('redirects to a stored snacking address of the site', () => {
    expect(snackingRedirect('/activites/5/2/12/snaking')).toBe('/activites/5/2/12/snaking');
  });
  it.each([
    null,
    undefined,
    '',
    '/',
    '  /  ',
    '/activites',
    'https://evil.example/x',
    '//evil.example',
    '/\\evil',
    'activites/1',
  ])('stays on the grid for %p', (stored) => {
    expect(snackingRedirect(stored as string | null | undefined)).toBeNull();
  });
});

describe('isRetiredRoute', () => {
  const retired = { activities: ['13'], offers: ['47'] };
  it('matches the retired activity id and the retired offer id, as text or number', () => {
    expect(isRetiredRoute({ aid: '13' }, retired)).toBe(true);
    expect(isRetiredRoute({ aid: 13, oid: 1 }, retired)).toBe(true);
    expect(isRetiredRoute({ aid: '2', oid: '47' }, retired)).toBe(true);
  });
  it('leaves other routes alone', () => {
    expect(isRetiredRoute({ aid: '2', oid: '46' }, retired)).toBe(false);
    expect(isRetiredRoute({}, retired)).toBe(false);
  });
  it('has exactly one retired activity and one retired offer configured', () => {
    expect(RETIRED_CATALOG_IDS.activities).toHaveLength(1);
    expect(RETIRED_CATALOG_IDS.offers).toHaveLength(1);
  });
});
