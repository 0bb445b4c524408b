import { parse } from 'content-disposition';
import { asciiFileName, contentDisposition, fileNamePart } from './download-header';

describe('download header', () => {
  it('keeps a visitor’s name readable and safe as part of a file name', () => {
    expect(fileNamePart('  Zoé   Łucja ')).toBe('Zoé Łucja');
    expect(fileNamePart('Zoe\u0301')).toBe('Zoé'); // typed decomposed (macOS): sent composed
    expect(fileNamePart('Jean-Noël d’Arc')).toBe('Jean-Noël d’Arc');
    expect(fileNamePart('a/b"c\\d\r\ne')).toBe('a-b-c-d-e');
    expect(fileNamePart('../..')).toBe('');
  });

  it('falls back to ASCII letters, accents dropped', () => {
    expect(asciiFileName('invitation-Zoé Łucja-7.pdf')).toBe('invitation-Zoe-Lucja-7.pdf');
    expect(asciiFileName('Œdipe Søren Straße 李.pdf')).toBe('OEdipe-Soren-Strasse-.pdf');
  });

  it('sends the real name in filename* and the ASCII one in filename', () => {
    const header = contentDisposition('attachment', 'invitation-Zoé Łucja-7.pdf');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    // A parser that reads RFC 8187 takes filename* over filename.
    expect(parse(header).parameters.filename).toBe('invitation-Zoé Łucja-7.pdf');
    expect(header).toContain('filename=invitation-Zoe-Lucja-7.pdf;');
    expect(contentDisposition('inline', 'facture-12.pdf')).toBe('inline; filename=facture-12.pdf');
  });
});
