import { create } from 'content-disposition';

/** Latin letters that NFD does not split into a base letter and an accent (Ł is not L + a mark). */
const UNSPLIT: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
};

/**
 * A visitor's text as part of a file name: NFC, letters, digits, marks, spaces (one at a time), apostrophes and
 * hyphens kept; anything else (a slash, a quote, a control character) becomes '-'. Empty when nothing is left.
 */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} '’-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s-]+|[\s-]+$/g, '');
}

/** The file name in ASCII for clients that ignore `filename*`: accents dropped, other characters as '-'. */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\P{ASCII}/gu, (c) => UNSPLIT[c] ?? '-')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-');
}

/**
 * The Content-Disposition of a document (RFC 6266): `filename*` carries the real name in UTF-8 (RFC 8187, which
 * browsers prefer), `filename` an ASCII fallback. `fileName` should come through `fileNamePart` for visitors' text.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  return create(fileName, { type, fallback: asciiFileName(fileName) });
}
