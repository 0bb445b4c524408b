/** Route parameters and paths of the booking pages. */
export interface BookingIds {
  aid: number;
  oid: number;
  fid: number;
}

const positiveInt = (value: string | undefined): number | null =>
  value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** aid, oid, fid from the URL; null when one is missing or not a positive integer. */
export function parseBookingParams(params: Record<string, string | undefined>): BookingIds | null {
  const aid = positiveInt(params.aid);
  const oid = positiveInt(params.oid);
  const fid = positiveInt(params.fid);
  return aid && oid && fid ? { aid, oid, fid } : null;
}

export function bookingPath(ids: BookingIds): string {
  return `/activites/${ids.aid}/${ids.oid}/${ids.fid}`;
}

export function calendarPath(ids: BookingIds, packCount: number): string {
  return packCount > 0 ? `${bookingPath(ids)}/pack/0/calendar` : `${bookingPath(ids)}/calendar`;
}

export function reservationPath(ids: BookingIds): string {
  return `${bookingPath(ids)}/reservation`;
}
