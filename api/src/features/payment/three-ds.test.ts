import { billingXml, shoppingCartXml, xmlEscape } from './three-ds';
import { answerFromVars, generateReference, isAcceptableReference } from './transactions';

describe('3-D Secure documents', () => {
  it('builds the shopping cart with a quantity clamped to 1..99', () => {
    expect(shoppingCartXml(3)).toBe(
      '<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>3</totalQuantity></total></shoppingcart>',
    );
    expect(shoppingCartXml(0)).toContain('<totalQuantity>1</totalQuantity>');
    expect(shoppingCartXml(250)).toContain('<totalQuantity>99</totalQuantity>');
  });

  it('builds the billing address, escaped, clipped, with neutral fillers', () => {
    const xml = billingXml({
      firstName: 'Zoé & <Léa>',
      lastName: 'Martin-Dupont de la Grande Maison',
      address1: '1 rue des Lilas',
      zipCode: '69001',
      city: 'Lyon',
    });
    expect(xml).toContain('<FirstName>Zoé &amp; Léa</FirstName>');
    expect(xml).toContain('<LastName>Martin-Dupont de la Gr</LastName>');
    expect(xml).toContain('<ZipCode>69001</ZipCode><City>Lyon</City><CountryCode>250</CountryCode>');
    expect(billingXml({})).toContain(
      '<FirstName>Client</FirstName><LastName>Client</LastName><Address1>Non renseignée</Address1><ZipCode>00000</ZipCode>',
    );
    expect(xmlEscape(`"a'`)).toBe('&quot;a&apos;');
  });
});

describe('references and answers', () => {
  it('keeps well-formed client references only and draws unguessable ones', () => {
    expect(isAcceptableReference('WEB20260329013005I00000')).toBe(true);
    expect(isAcceptableReference('ab')).toBe(false);
    expect(isAcceptableReference('a b')).toBe(false);
    expect(isAcceptableReference(null)).toBe(false);
    const a = generateReference(new Date('2026-03-29T01:30:00Z'));
    expect(a).toMatch(/^PK-20260329-[0-9A-F]{12}$/);
    expect(generateReference(new Date('2026-03-29T01:30:00Z'))).not.toBe(a);
    // 23:30 UTC on 28 November is already the 29th in Paris: the reference carries the park's day.
    expect(generateReference(new Date('2026-11-28T23:30:00Z'))).toMatch(/^PK-20261129-[0-9A-F]{12}$/);
  });

  it('reads the signed variables', () => {
    expect(answerFromVars({ Mt: '4200', Ref: 'R1', Auto: '123456', Erreur: '00000' })).toEqual({
      reference: 'R1',
      amountCents: 4200,
      errorCode: '00000',
      authorization: '123456',
    });
    expect(answerFromVars({ Mt: '4200', Ref: 'R1', Erreur: '00021' })).toMatchObject({ authorization: null });
    expect(answerFromVars({ Mt: '42.00', Ref: 'R1', Erreur: '00000' })).toBeNull();
    expect(answerFromVars({ Mt: '4200', Erreur: '00000' })).toBeNull();
  });
});
