import zlib from 'node:zlib';
/**
 * Reads back the text drawn by PDFKit's standard fonts in an uncompressed PDF: each text run is a
 * hex string of WinAnsi bytes inside a TJ array. Enough to check what an invoice says.
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
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('') };

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  const tj = /\[((?:<[0-9a-fA-F]*>\s*-?\d*(?:\.\d+)?\s*)+)\]\s*TJ/g;
  for (let m = tj.exec(source); m; m = tj.exec(source)) {
    let run = '';
    const parts = /<([0-9a-fA-F]*)>\s*(-?\d+(?:\.\d+)?)?/g;
    for (let p = parts.exec(m[1]!); p; p = parts.exec(m[1]!)) {
      run += winAnsi.decode(Buffer.from(p[1]!, 'hex'));
      // A large negative kerning adjustment is a word space.
      if (p[2] && Number(p[2]) < -200) run += ' ';
    }
    runs.push(run);
  }
  return runs.join('\n');
}

/** The text of a compressed PDF (as served): every Flate stream inflated, then read like an uncompressed one. */
export function compressedPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(source); m; m = streams.exec(source)) {
    try {
      parts.push(zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      parts.push(m[1]!);
    }
  }
  return pdfText(Buffer.from(parts.join('\n'), 'latin1'));
}
