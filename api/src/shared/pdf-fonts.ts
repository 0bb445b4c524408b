import fs from 'node:fs';
import path from 'node:path';

/**
 * The fonts of the API's PDFs (invoice, birthday invitation): DejaVu Sans, regular and bold, embedded
 * (pdfkit keeps only the glyphs a document uses). pdfkit's built-in Helvetica writes WinAnsi only, so
 * « Łukasz », « Ştefan », « Şükrü », Greek or Cyrillic names came out garbled; DejaVu Sans covers Latin
 * Extended-A/B, Greek and Cyrillic. The files come from the pinned `dejavu-fonts-ttf` package and are read
 * once per process (decision 0053). Each document parses its own copy of the bytes: a fontkit font shared
 * between documents keeps, in its glyph cache, the glyphs a previous document's subset created without
 * their characters, and the next document's text then cannot be copied or searched (empty ToUnicode).
 */
export const PDF_FONT = 'ParkSans';
export const PDF_FONT_BOLD = 'ParkSans-Bold';

const FONT_FILES = { [PDF_FONT]: 'DejaVuSans.ttf', [PDF_FONT_BOLD]: 'DejaVuSans-Bold.ttf' } as const;

let loaded: Record<keyof typeof FONT_FILES, Buffer> | undefined;

/** The font files' bytes, read on the first document and kept. */
function fontBytes(): Record<keyof typeof FONT_FILES, Buffer> {
  if (!loaded) {
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    loaded = {
      [PDF_FONT]: fs.readFileSync(path.join(dir, FONT_FILES[PDF_FONT])),
      [PDF_FONT_BOLD]: fs.readFileSync(path.join(dir, FONT_FILES[PDF_FONT_BOLD])),
    };
  }
  return loaded;
}

/** Registers the park's PDF fonts on a new document and selects the regular one. */
export function usePdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const bytes = fontBytes();
  doc.registerFont(PDF_FONT, bytes[PDF_FONT]);
  doc.registerFont(PDF_FONT_BOLD, bytes[PDF_FONT_BOLD]);
  return doc.font(PDF_FONT);
}
