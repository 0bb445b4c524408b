import zlib from 'node:zlib';
import { compressedPdfText } from './pdf-text.test-helper';

/** A one-stream PDF body whose content draws `words` in a standard font, Flate-compressed as PDFKit writes it. */
function pdfWith(content: string, data = zlib.deflateSync(Buffer.from(content, 'latin1'))): Buffer {
  const head = Buffer.from(`1 0 obj\n<<\n/Length ${data.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1');
  return Buffer.concat([head, data, Buffer.from('\nendstream\nendobj\n', 'latin1')]);
}

const draw = (hex: string) => `BT\n/F1 12 Tf\n1 0 0 1 50 700 Tm\n[<${hex}>] TJ\nET`;

describe('compressedPdfText', () => {
  it('reads a stream whose compressed bytes end with a carriage return (its /Length, not up to endstream)', () => {
    // Find a content whose compressed form ends with 0x0D (its Adler-32's last byte: about one in 256).
    let n = 0;
    let data = zlib.deflateSync(draw('48656c6c6f'));
    while (data[data.length - 1] !== 0x0d)
      data = zlib.deflateSync(draw(`48656c6c6f${(++n).toString(16).padStart(4, '0')}`));
    const expected = `Hello${n ? String.fromCharCode(...Buffer.from(n.toString(16).padStart(4, '0'), 'hex')) : ''}`;
    expect(compressedPdfText(pdfWith('', data))).toBe(expected);
  });

  it('reads an ordinary stream, and leaves a stream that is not Flate as it is', () => {
    expect(compressedPdfText(pdfWith(draw('4f6b')))).toBe('Ok');
    const raw = Buffer.from(draw('4f6b'), 'latin1');
    expect(compressedPdfText(pdfWith('', raw))).toBe('Ok');
  });
});
