import {
  addDocuments,
  documentsRefusal,
  documentTexts,
  DOCUMENTS_LINK_DAYS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
} from './company-documents';

const file = (name: string, type = 'application/pdf', size = 1000) => ({ name, type, size });

describe('company documents', () => {
  it('accepts up to 5 PDF or images of 5 MB', () => {
    expect(documentsRefusal(undefined)).toBeNull();
    expect(documentsRefusal([file('kbis.pdf'), file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')])).toBeNull();
    expect(documentsRefusal([file('c.webp', 'image/webp', MAX_DOCUMENT_BYTES)])).toBeNull();
  });
  it('refuses other types, empty or large files, and a sixth one', () => {
    expect(documentsRefusal([file('a.docx', 'application/msword')])).toBe(documentTexts.badType);
    expect(documentsRefusal([file('a.gif', 'image/gif')])).toBe(documentTexts.badType);
    expect(documentsRefusal([file('a.pdf', 'application/pdf', 0)])).toBe(documentTexts.badType);
    expect(documentsRefusal([file('a.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1)])).toBe(documentTexts.tooLarge);
    expect(documentsRefusal(Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`)))).toBe(documentTexts.tooMany);
  });
  it('adds picked files once', () => {
    expect(addDocuments([file('a.pdf')], [file('a.pdf'), file('b.pdf')]).map((f) => f.name)).toEqual([
      'a.pdf',
      'b.pdf',
    ]);
  });
  it("says the API's limits (the contract's API_LIMITS) in its texts", () => {
    expect(documentTexts.tooLarge).toContain(`${MAX_DOCUMENT_BYTES / (1024 * 1024)} Mo`);
    expect(documentTexts.tooMany).toBe(`Vous pouvez envoyer ${MAX_DOCUMENTS} documents au plus.`);
    expect(documentTexts.hint).toContain(
      `${MAX_DOCUMENT_BYTES / (1024 * 1024)} Mo au plus par document, ${MAX_DOCUMENTS} documents au plus`,
    );
    expect(documentTexts.notSent).toContain(`(valable ${DOCUMENTS_LINK_DAYS} jours)`);
  });
  it('keeps the exact French words', () => {
    expect(documentTexts.tooLarge).toBe('Chaque document doit faire 5 Mo au plus.');
    expect(documentTexts.tooMany).toBe('Vous pouvez envoyer 5 documents au plus.');
    expect(documentTexts.notSent).toBe(
      'Votre demande est envoyée, mais vos documents n’ont pas pu l’être. Envoyez-les avec le lien de l’e-mail de confirmation (valable 7 jours).',
    );
    expect(documentTexts.hint).toBe(
      'Joignez l’extrait Kbis de l’entreprise ou un justificatif du CSE (PDF ou image, 5 Mo au plus par document, 5 documents au plus).',
    );
  });
});
