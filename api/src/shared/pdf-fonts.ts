import fs from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * The fonts of the API's PDFs (invoice, birthday invitation): DejaVu Sans, regular and bold, embedded
 * (pdfkit keeps only the glyphs a document uses). pdfkit's built-in Helvetica writes WinAnsi only, so
 * « Łukasz », « Ştefan », « Şükrü », Greek or Cyrillic names came out garbled; DejaVu Sans covers Latin
 * Extended-A/B, Greek and Cyrillic. The files come from the pinned `dejavu-fonts-ttf` package (decision 0053).
 *
 * Each face is parsed once per process by fontkit (pdfkit's own font library, same version) and given to every
 * document: parsing it again for each one (its OpenType tables) cost ~0.1 s of blocked event loop per PDF. fontkit
 * keeps the glyphs it has built, and a glyph built by a document's subset has no characters: a later document
 * laying out that glyph would write an empty ToUnicode entry (text that cannot be copied or searched). So the glyph
 * cache is emptied when a document takes the fonts; the parsed tables stay. A renderer draws its whole document
 * synchronously, from `usePdfFonts` to `doc.end()` (pdfkit embeds the subsets there), so two documents never use the
 * shared faces at the same time.
 */
export const PDF_FONT = 'ParkSans';
export const PDF_FONT_BOLD = 'ParkSans-Bold';

const FONT_FILES = { [PDF_FONT]: 'DejaVuSans.ttf', [PDF_FONT_BOLD]: 'DejaVuSans-Bold.ttf' } as const;

let parsed: Record<keyof typeof FONT_FILES, Font> | undefined;

/** The faces, parsed on the first document and kept. */
function fonts(): Record<keyof typeof FONT_FILES, Font> {
  if (!parsed) {
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const face = (file: string) => create(fs.readFileSync(path.join(dir, file)));
    parsed = { [PDF_FONT]: face(FONT_FILES[PDF_FONT]), [PDF_FONT_BOLD]: face(FONT_FILES[PDF_FONT_BOLD]) };
  }
  return parsed;
}

/** Registers the park's PDF fonts on a new document and selects the regular one. */
export function usePdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const faces = fonts();
  for (const name of [PDF_FONT, PDF_FONT_BOLD] as const) {
    faces[name]._glyphs = {};
    // pdfkit takes a fontkit font in place of bytes (its types say only path or bytes).
    doc.registerFont(name, faces[name] as unknown as Buffer);
  }
  return doc.font(PDF_FONT);
}
