import fs from 'node:fs';
import path from 'node:path';
import { lineDetail } from './details';
import { INVOICE_COLORS, invoiceLineTitle } from './invoice-layout';
import { saysName } from './line-names';
import { DEMO_SELLER, isValidFrenchVat, isValidSiret, loadSellerLegal, sellerMentions } from './seller-legal';

describe('invoice line names', () => {
  it('names each line once', () => {
    expect(invoiceLineTitle({ activity: 'KARTING', label: 'KARTING 10 MIN', description: 'KARTING 10 MIN' })).toBe(
      'KARTING 10 MIN',
    );
    expect(invoiceLineTitle({ activity: 'Karting', label: 'KARTING 10 MIN', description: '' })).toBe('KARTING 10 MIN');
    expect(invoiceLineTitle({ activity: 'BOWLING', label: '1 PARTIE', description: '' })).toBe('BOWLING — 1 PARTIE');
    // Accents aside, and whole words only: 'KART' is not said by 'KARTING'.
    expect(invoiceLineTitle({ activity: 'KARAOKÉ', label: 'KARAOKE 1 H', description: '' })).toBe('KARAOKE 1 H');
    expect(invoiceLineTitle({ activity: 'KART', label: 'KARTING 10 MIN', description: '' })).toBe(
      'KART — KARTING 10 MIN',
    );
    expect(invoiceLineTitle({ activity: null, label: 'CHAUSSETTES', description: 'Taille 38' })).toBe(
      'CHAUSSETTES — Taille 38',
    );
    expect(
      invoiceLineTitle({
        activity: 'KARTING',
        label: 'SESSION 10 MIN',
        description: 'KARTING ADULTE - SESSION 10 MIN',
      }),
    ).toBe('KARTING ADULTE - SESSION 10 MIN');
    expect(
      invoiceLineTitle({
        activity: 'KARTING',
        label: 'KARTING ADULTE - SESSION 10 MIN',
        description: 'SESSION 10 MIN',
      }),
    ).toBe('KARTING ADULTE - SESSION 10 MIN');
  });

  it('names a subscription once when its formula is its name but for a plural, and keeps a different detail', () => {
    const label = 'TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE';
    const formula = 'TRAMPOLINES - ABONNEMENTS 3 MOIS SANS LIMITE';
    expect(invoiceLineTitle({ activity: null, label, description: formula })).toBe(label);
    expect(lineDetail({ label, description: formula })).toBeNull();
    expect(saysName('KARAOKÉ 1 H', 'Karaoke 1 h')).toBe(true);
    expect(saysName('TRAMPOLINES - ABONNEMENT 1 MOIS', 'ABONNEMENT 3 MOIS')).toBe(false);
    expect(saysName('KARTING 10 MIN', 'KART')).toBe(false);
    expect(lineDetail({ label: 'BOWLING 1 PARTIE', description: 'Piste 2' })).toBe('Piste 2');
  });
});

describe("the seller's legal mentions", () => {
  it('has valid demonstration values and reads PARK_LEGAL_*', () => {
    expect(isValidSiret(DEMO_SELLER.siret)).toBe(true);
    expect(isValidFrenchVat(DEMO_SELLER.vatNumber)).toBe(true);
    expect(loadSellerLegal({}, 'Parc 360')).toEqual(DEMO_SELLER);
    const seller = loadSellerLegal({
      PARK_LEGAL_NAME: 'Loisirs du Rhône',
      PARK_LEGAL_ADDRESS: '1 quai Perrache, 69002 Lyon',
      PARK_LEGAL_SIRET: '84123456000016',
      PARK_LEGAL_VAT: 'FR 81 841234560',
    });
    expect(seller).toMatchObject({ name: 'Loisirs du Rhône', address: '1 quai Perrache, 69002 Lyon' });
    expect(sellerMentions(seller).join('\n')).toContain('N° TVA intracommunautaire FR 81 841234560');
  });

  it('refuses a malformed SIRET or VAT number', () => {
    expect(() => loadSellerLegal({ PARK_LEGAL_SIRET: '84123456000017' })).toThrow('PARK_LEGAL_SIRET');
    expect(() => loadSellerLegal({ PARK_LEGAL_VAT: 'FR12841234560' })).toThrow('PARK_LEGAL_VAT');
    expect(isValidSiret('1234')).toBe(false);
    expect(isValidFrenchVat('DE123456789')).toBe(false);
  });
});

describe('invoice colours', () => {
  it("are the site theme's", () => {
    const theme = fs.readFileSync(path.resolve(__dirname, '../../../../shared-events/src/theme/park-theme.ts'), 'utf8');
    expect(theme).toContain(`primary: '${INVOICE_COLORS.primary}'`);
    expect(theme).toContain(`secondary: '${INVOICE_COLORS.secondary}'`);
    expect(theme).toContain(`text: '${INVOICE_COLORS.text}'`);
  });
});
