import { celebrates, renderInvitationPdf } from './invitation';
import { pdfTextRuns } from './pdf-text.test-helper';

describe("the invitation's line under the child's name", () => {
  it('says « ses n ans », « son premier anniversaire » at one, nothing without an age', () => {
    expect(celebrates(8)).toBe('qui fête ses 8 ans');
    expect(celebrates('1')).toBe('qui fête son premier anniversaire');
    expect(celebrates(1)).toBe('qui fête son premier anniversaire');
    expect(celebrates(null)).toBeNull();
    expect(celebrates(0)).toBeNull();
  });
});

describe('the invitation’s where column', () => {
  const address =
    "Parc 360, Zone d'activités des Grandes Terres, 1250 avenue du Maréchal de Lattre de Tassigny, Bâtiment C, 69330 Meyzieu-Jonage";
  const formula = 'Formule anniversaire Grand Prix karting 2 sessions avec goûter et boissons';

  /** The text runs under the park's name in the where column (the address lines, the formula), and the foot's. */
  async function whereRuns(parkAddress: string) {
    const pdf = await renderInvitationPdf({
      line: {
        label: 'Anniversaire',
        description: formula,
        startsAt: new Date('2026-12-05T14:00:00Z'),
        details: { anniversaires: { nom: 'Léa', age: 8, gateaux: { id: 1, name: 'Chocolat' }, commentaires: '' } },
      },
      parkName: 'Parc 360',
      address: parkAddress,
      compress: false,
    });
    const runs = pdfTextRuns(pdf);
    const column = runs.slice(runs.findIndex((r) => r.text === 'Parc 360') + 1);
    const formulaRuns = column.filter((r) => r.text.startsWith('Formule anniversaire'));
    const addressRuns = column.filter((r) => r.text.trim() && parkAddress.includes(r.text.trim()));
    const foot = runs.find((r) => r.text.startsWith('Réponse des parents'))!;
    return { formulaRuns, addressRuns, foot };
  }

  it('puts the formula under the address however many lines it wraps onto, above the lines to fill in', async () => {
    for (const parkAddress of [address, '12 rue des Loisirs, 69000 Lyon']) {
      const { formulaRuns, addressRuns, foot } = await whereRuns(parkAddress);
      expect(formulaRuns).toHaveLength(1);
      const lastAddressLine = Math.min(...addressRuns.map((r) => r.y));
      // PDF units from the bottom: the formula's 9 pt line starts a line below the address's last one.
      expect(lastAddressLine - formulaRuns[0]!.y).toBeGreaterThanOrEqual(10);
      expect(lastAddressLine - formulaRuns[0]!.y).toBeLessThan(20);
      expect(formulaRuns[0]!.y - foot.y).toBeGreaterThanOrEqual(10);
    }
    expect((await whereRuns(address)).addressRuns.length).toBeGreaterThanOrEqual(4);
  });
});
