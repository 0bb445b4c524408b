import PDFDocument from 'pdfkit';
import type { OrderDetails } from './details';
import { INVOICE_COLORS as C, invoiceLineTitle } from './invoice-layout';
import { DEMO_SELLER, INVOICE_VAT_RATE, paymentMentions, sellerMentions, type SellerLegal } from './seller-legal';
import { formatEuros } from '../payment/pricing';
import { parisDate, parisTime } from '../mailer/confirmation';
import { formatVatRate, invoiceAmounts } from './invoice-amounts';
import { buyerLines } from './invoice-buyer';
import { linePeriod, lineSlots } from './line-extra';
import { PDF_FONT, PDF_FONT_BOLD, usePdfFonts } from '../../shared/pdf-fonts';

export interface InvoiceOptions {
  /** Uncompressed content streams (tests read the text back). */
  compress?: boolean;
  /** The park's name in the header (config.parkName). */
  parkName?: string;
  /** The seller's legal mentions (config.parkLegal); the demonstration park's by default. */
  seller?: SellerLegal;
}

/**
 * The invoice of an order as a PDF (A4), in the park's colours: seller (legal mentions) and client as the order was
 * paid (name, postal address, a company's registration number), number, date, lines each named once with their day
 * (a subscription: its period), quantity, unit price HT, VAT rate and amounts HT and TTC, totals HT / TVA per rate /
 * TTC (invoice-amounts.ts: derived from the TTC paid), paid mention and, for a company, its payment terms.
 */
export function renderInvoicePdf(order: OrderDetails, options: InvoiceOptions = {}): Promise<Buffer> {
  const { invoiceNumber } = order;
  if (invoiceNumber === null || invoiceNumber === undefined) throw new Error(`order ${order.id} has no invoice number`);
  const amounts = invoiceAmounts(
    order.lines.map((l) => ({ qty: l.qty, unitTtcCents: l.unitPriceCents, vatRate: INVOICE_VAT_RATE })),
    order.totalCents,
  );
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: `Facture ${order.id}`, Author: options.parkName ?? 'Parc 360', Subject: `Commande n° ${order.id}` },
  });
  usePdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const parkName = options.parkName ?? 'Parc 360';
  const seller = options.seller ?? { ...DEMO_SELLER, name: parkName };
  // Header band in the park's violet, underlined in its orange
  doc.rect(0, 0, doc.page.width, 90).fill(C.primary);
  doc.rect(0, 90, doc.page.width, 5).fill(C.secondary);
  doc.fillColor('#ffffff').font(PDF_FONT_BOLD).fontSize(24).text(parkName.toUpperCase(), left, 28);
  doc.font(PDF_FONT).fontSize(10).text('Parc de loisirs — karting, trampolines, bowling, jeux et plus', left, 58);
  doc.font(PDF_FONT_BOLD).fontSize(20).text('FACTURE', left, 32, { width, align: 'right' });

  // Seller (left) and client (right)
  let y = 112;
  const half = width / 2;
  doc.fillColor(C.primary).font(PDF_FONT_BOLD).fontSize(9).text('VENDEUR', left, y);
  doc.text('CLIENT', left + half, y, { width: half, align: 'right' });
  doc
    .fillColor(C.text)
    .font(PDF_FONT_BOLD)
    .fontSize(10)
    .text(seller.name, left, y + 13, { width: half - 10 });
  doc.font(PDF_FONT).fontSize(9);
  doc.text(seller.address, left, y + 27, { width: half - 10 });
  doc.text(`SIRET ${seller.siret}`, left, y + 40);
  doc.text(`N° TVA ${seller.vatNumber}`, left, y + 52);
  // The buyer: its name, postal address and (a company) registration number, then the order's e-mail.
  const client = { width: half, align: 'right' as const };
  doc.font(PDF_FONT_BOLD).fontSize(10);
  doc.text(order.clientName || '—', left + half, y + 13, client);
  doc.font(PDF_FONT).fontSize(9);
  for (const text of [...buyerLines(order.buyer), order.buyer?.email ?? order.email])
    doc.text(text, left + half, doc.y + 2, client);

  // Below the taller of the two blocks (a long address wraps).
  y = Math.max(190, doc.y + 14);
  doc.fillColor(C.text).font(PDF_FONT_BOLD).fontSize(11);
  doc.text(`Facture n° F-${String(invoiceNumber).padStart(6, '0')}`, left, y);
  doc.font(PDF_FONT).fontSize(10);
  doc.text(`Date : ${parisDate(order.createdAt)}`, left + half, y, { width: half, align: 'right' });
  doc.text(`Commande n° ${order.id} — transaction ${order.reference}`, left, y + 16);

  // Lines
  y += 45;
  // Right-aligned columns inside the band's right padding: Qté, PU HT, TVA, Total HT, Total TTC (fit '99999,99 €').
  const right = left + width - 6;
  const cols = {
    label: left,
    qty: right - 262,
    unit: right - 230,
    rate: right - 168,
    ht: right - 130,
    ttc: right - 62,
  };
  const w = { qty: 26, unit: 58, rate: 34, ht: 62, ttc: 62 };
  // The columns' heading, again at the top of each page the lines run onto.
  const heading = () => {
    doc.rect(left, y, width, 22).fill(C.band);
    doc.fillColor(C.primary).font(PDF_FONT_BOLD).fontSize(10);
    doc.text('Désignation', cols.label + 6, y + 7);
    doc.text('Qté', cols.qty, y + 7, { width: w.qty, align: 'right' });
    doc.text('PU HT', cols.unit, y + 7, { width: w.unit, align: 'right' });
    doc.text('TVA', cols.rate, y + 7, { width: w.rate, align: 'right' });
    doc.text('Total HT', cols.ht, y + 7, { width: w.ht, align: 'right' });
    doc.text('Total TTC', cols.ttc, y + 7, { width: w.ttc, align: 'right' });
    y += 28;
    doc.font(PDF_FONT).fontSize(10);
  };
  heading();
  for (const [index, line] of order.lines.entries()) {
    const amount = amounts.lines[index]!;
    const title = invoiceLineTitle(line);
    const slots = lineSlots(line);
    const when = slots.length
      ? slots.join(' · ')
      : line.startsAt
        ? `${parisDate(line.startsAt)} à ${parisTime(line.startsAt)}`
        : (linePeriod(line) ?? '');
    const promo = line.promoCode
      ? `Code promo ${line.promoCode} (prix initial TTC ${formatEuros(line.originalUnitPriceCents)})`
      : '';
    const sub = [when, promo].filter(Boolean).join(' — ');
    const labelWidth = cols.qty - cols.label - 12;
    const titleHeight = doc.heightOfString(title, { width: labelWidth });
    doc.fontSize(9);
    const subHeight = sub ? doc.heightOfString(sub, { width: labelWidth }) + 1 : 0;
    doc.fontSize(10);
    const height = titleHeight + subHeight;
    if (y + height > doc.page.height - 100) {
      doc.addPage();
      y = 50;
      heading();
    }
    doc.fillColor(C.text).text(title, cols.label + 6, y, { width: labelWidth });
    if (sub)
      doc
        .fillColor(C.grey)
        .fontSize(9)
        .text(sub, cols.label + 6, y + titleHeight + 1, { width: labelWidth })
        .fontSize(10);
    doc.fillColor(C.text);
    doc.text(String(line.qty), cols.qty, y, { width: w.qty, align: 'right' });
    doc.text(formatEuros(amount.unitHtCents), cols.unit, y, { width: w.unit, align: 'right' });
    doc.text(formatVatRate(amount.vatRate), cols.rate, y, { width: w.rate, align: 'right' });
    doc.text(formatEuros(amount.htCents), cols.ht, y, { width: w.ht, align: 'right' });
    doc.text(formatEuros(amount.ttcCents), cols.ttc, y, { width: w.ttc, align: 'right' });
    y += height + 10;
    doc
      .moveTo(left, y - 5)
      .lineTo(left + width, y - 5)
      .strokeColor(C.rule)
      .lineWidth(0.5)
      .stroke();
  }

  // Totals
  // Per VAT rate its HT total and its VAT (one rate: 'Total HT', 'TVA 20 %'), then the TTC paid.
  const several = amounts.rates.length > 1;
  const totals: Array<[string, string, boolean]> = [
    ...amounts.rates.flatMap((r): Array<[string, string, boolean]> => [
      [several ? `Total HT ${formatVatRate(r.vatRate)}` : 'Total HT', formatEuros(r.htCents), false],
      [`TVA ${formatVatRate(r.vatRate)}`, formatEuros(r.vatCents), false],
    ]),
    ['Total TTC', formatEuros(amounts.ttcCents), true],
  ];
  const valueX = right - 80;
  const mentions = paymentMentions(parisDate(order.createdAt), order.paymentMethod, order.buyer?.type === 2);
  // The totals and the mentions under them stay together, above the footer (a company's terms take four lines).
  doc.fontSize(9);
  const mentionsHeight = mentions.reduce((h, text) => h + doc.heightOfString(text, { width }) + 4, 0);
  const totalsHeight = totals.length * 16 + 8 + 10 + mentionsHeight;
  y += 6;
  if (y + totalsHeight > doc.page.height - 90) {
    doc.addPage();
    y = 50;
  }
  doc
    .fontSize(8)
    .fillColor(C.grey)
    .text('Prix payés TTC : les montants HT en sont déduits par taux de TVA et arrondis au centime.', left, y, {
      width: valueX - 180 - left,
    });
  for (const [label, value, strong] of totals) {
    if (strong) doc.rect(valueX - 160, y - 5, left + width - (valueX - 160), 22).fill(C.primary);
    doc
      .font(strong ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(strong ? 12 : 10)
      .fillColor(strong ? '#ffffff' : C.text);
    doc.text(label, valueX - 150, y, { width: 140, align: 'right' });
    doc.text(value, valueX, y, { width: 80, align: 'right' });
    y += strong ? 24 : 16;
  }
  y += 10;
  doc.font(PDF_FONT).fontSize(10).fillColor(C.text);
  // The paid mention, then a company's payment terms (seller-legal.ts).
  for (const [n, text] of mentions.entries()) {
    doc.fontSize(n === 0 ? 10 : 9).text(text, left, y, { width });
    y = doc.y + 4;
  }
  // Legal mentions at the foot of every page
  const footer = sellerMentions(seller);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Written inside the bottom margin: no automatic page break there.
    doc.page.margins.bottom = 0;
    const foot = doc.page.height - 70;
    doc
      .moveTo(left, foot - 8)
      .lineTo(left + width, foot - 8)
      .strokeColor(C.secondary)
      .lineWidth(1)
      .stroke();
    doc.fillColor(C.grey).font(PDF_FONT).fontSize(8);
    footer.forEach((m, n) => doc.text(m, left, foot + n * 11, { width, align: 'center', lineBreak: false }));
  }
  doc.end();
  return done;
}
