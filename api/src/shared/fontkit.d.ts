// fontkit 2 ships no types: what the PDF fonts use of it (src/shared/pdf-fonts.ts).
declare module 'fontkit' {
  /** A parsed font; pdfkit takes it in place of the file's bytes (it has `layout`). */
  export interface Font {
    layout(text: string): unknown;
    /** fontkit's glyph cache, keyed by glyph id. */
    _glyphs: Record<number, unknown>;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
