import zlib from 'node:zlib';
/**
 * Reads back the text a PDFKit document draws, in drawing order, one line per text run (a TJ array):
 * - an embedded font's (the park's PDF fonts, decision 0053) runs are glyph ids, read through the font's
 *   ToUnicode map;
 * - a standard font's (Helvetica…) runs are WinAnsi bytes.
 * Enough to check what an invoice or an invitation says.
 */
/** WinAnsi (Windows-1252) differs from Latin-1 in 0x80-0x9F; the characters an invoice uses. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

type GlyphMap = Map<number, string>;

/** A ToUnicode CMap's glyph → text entries (PDFKit writes `<first> <last> [<utf16> …]` ranges). */
function toUnicode(cmap: string): GlyphMap {
  const map: GlyphMap = new Map();
  const ranges = /<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g;
  for (let m = ranges.exec(cmap); m; m = ranges.exec(cmap)) {
    let glyph = parseInt(m[1]!, 16);
    for (const entry of m[2]!.matchAll(/<([0-9a-fA-F\s]*)>/g)) {
      const units = entry[1]!.trim().split(/\s+/).filter(Boolean);
      map.set(glyph++, String.fromCharCode(...units.map((u) => parseInt(u, 16))));
    }
  }
  return map;
}

/** The embedded fonts' maps by resource name (`F1`…); standard fonts have none. */
function fontMaps(source: string): Map<string, GlyphMap> {
  const objects = new Map<string, string>();
  const objs = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = objs.exec(source); m; m = objs.exec(source)) objects.set(m[1]!, m[2]!);
  const maps = new Map<string, GlyphMap>();
  for (const [, name, id] of source.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
    const cmapId = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(id!) ?? '')?.[1];
    const cmap = cmapId ? objects.get(cmapId) : undefined;
    if (cmap) maps.set(name!, toUnicode(cmap));
  }
  return maps;
}

export interface TextRun {
  text: string;
  /** Where the run starts, in PDF units from the page's bottom left (a larger y is higher on the page). */
  x: number;
  y: number;
}

/** The text runs of an uncompressed PDF, in drawing order, with where each starts. */
export function pdfTextRuns(pdf: Buffer): TextRun[] {
  const source = pdf.toString('latin1');
  const maps = fontMaps(source);
  const runs: TextRun[] = [];
  let font: GlyphMap | undefined;
  let at = { x: 0, y: 0 };
  const ops = /\/(F\d+)\s+[\d.]+\s+Tf|(-?[\d.]+) (-?[\d.]+) Tm|\[([^\]]*)\]\s*TJ/g;
  for (let m = ops.exec(source); m; m = ops.exec(source)) {
    if (m[1]) {
      font = maps.get(m[1]);
      continue;
    }
    if (m[2]) {
      at = { x: Number(m[2]), y: Number(m[3]) };
      continue;
    }
    let text = '';
    const parts = /<([0-9a-fA-F]*)>\s*(-?\d+(?:\.\d+)?)?/g;
    for (let p = parts.exec(m[4]!); p; p = parts.exec(m[4]!)) {
      const hex = p[1]!;
      if (font) {
        for (let i = 0; i + 4 <= hex.length; i += 4) text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      } else {
        text += winAnsi(hex);
        // A standard font's words are split by a large negative kerning adjustment.
        if (p[2] && Number(p[2]) < -200) text += ' ';
      }
    }
    runs.push({ text, ...at });
  }
  return runs;
}

/** The text of an uncompressed PDF, one line per text run. */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf)
    .map((run) => run.text)
    .join('\n');
}

/**
 * The text of a compressed PDF (as served): every Flate stream inflated in place, then read like an uncompressed one.
 * A stream's bytes are the `/Length` its dictionary gives: a regular expression up to `endstream` cut off a last
 * byte that happened to be a carriage return (about one stream in 256, whatever the test), which then failed to
 * inflate and read as no text at all.
 */
export function compressedPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const starts = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  let text = '';
  let done = 0;
  for (let m = starts.exec(source); m; m = starts.exec(source)) {
    const length = [...m[1]!.matchAll(/\/Length (\d+)\b/g)].at(-1)?.[1];
    if (length === undefined) continue;
    const begin = m.index + m[0].length;
    const end = begin + Number(length);
    let data = source.slice(begin, end);
    try {
      data = zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      // not a Flate stream (a picture, say): kept as it is
    }
    text += `${source.slice(done, begin)}${data}`;
    done = end;
    starts.lastIndex = end;
  }
  return pdfText(Buffer.from(text + source.slice(done), 'latin1'));
}
