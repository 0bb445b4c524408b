import { bookingIdOf } from '../../../shared/model/on-sale';

/** Route parameters and paths of the booking pages. */
export interface BookingIds {
  aid: number;
  oid: number;
  fid: number;
}

/** aid, oid, fid from the URL; null when one is missing or malformed ('abc', '0', '1.5', '07': isBookingId). */
export function parseBookingParams(params: Record<string, string | undefined>): BookingIds | null {
  const aid = bookingIdOf(params.aid);
  const oid = bookingIdOf(params.oid);
  const fid = bookingIdOf(params.fid);
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
