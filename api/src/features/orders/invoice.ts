import PDFDocument from 'pdfkit';
import { lineDetail, type OrderDetails } from './details';
import { formatEuros } from '../payment/pricing';
import { parisDate, parisTime } from '../mailer/confirmation';
import { vatIncludedCents } from '../sales/plan';

export interface InvoiceOptions {
  /** Uncompressed content streams (tests read the text back). */
  compress?: boolean;
  /** The park's name in the header (config.parkName). */
  parkName?: string;
}

const BLUE = '#1e3a8a';
const GREY = '#6b7280';

/** The invoice of an order as a PDF (A4): park header, number, date, client, lines, HT / TVA 20 % / TTC. */
export function renderInvoicePdf(order: OrderDetails, options: InvoiceOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Facture ${order.id}`, Author: options.parkName ?? 'Parc 360', Subject: `Commande n° ${order.id}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  // Header band
  doc.rect(0, 0, doc.page.width, 90).fill(BLUE);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(24)
    .text((options.parkName ?? 'Parc 360').toUpperCase(), left, 28);
  doc.font('Helvetica').fontSize(10).text('Parc de loisirs — karting, trampolines, bowling, jeux et plus', left, 58);
  doc.font('Helvetica-Bold').fontSize(20).text('FACTURE', left, 32, { width, align: 'right' });

  doc.fillColor('#111827').font('Helvetica').fontSize(11);
  let y = 115;
  doc.font('Helvetica-Bold').text(`Facture n° F-${String(order.id).padStart(6, '0')}`, left, y);
  doc.font('Helvetica').text(`Commande n° ${order.id}`, left, y + 16);
  doc.text(`Date : ${parisDate(order.createdAt)}`, left, y + 32);
  doc.text(`Transaction : ${order.reference}`, left, y + 48);
  doc.font('Helvetica-Bold').text('Client', left + width / 2, y, { width: width / 2, align: 'right' });
  doc.font('Helvetica').text(order.clientName || '—', left + width / 2, y + 16, { width: width / 2, align: 'right' });
  doc.text(order.email, left + width / 2, y + 32, { width: width / 2, align: 'right' });

  // Lines
  y = 200;
  const cols = { label: left, qty: left + width - 210, unit: left + width - 150, total: left + width - 75 };
  doc.rect(left, y, width, 22).fill('#eef2ff');
  doc.fillColor('#111827').font('Helvetica-Bold').fontSize(10);
  doc.text('Désignation', cols.label + 6, y + 7);
  doc.text('Qté', cols.qty, y + 7, { width: 40, align: 'right' });
  doc.text('PU TTC', cols.unit, y + 7, { width: 65, align: 'right' });
  doc.text('Total TTC', cols.total, y + 7, { width: 75, align: 'right' });
  y += 28;
  doc.font('Helvetica').fontSize(10);
  for (const line of order.lines) {
    const title = [line.activity ? `${line.activity} — ${line.label}` : line.label, lineDetail(line)]
      .filter(Boolean)
      .join(' — ');
    const when = line.startsAt ? `${parisDate(line.startsAt)} à ${parisTime(line.startsAt)}` : '';
    const promo = line.promoCode
      ? `Code promo ${line.promoCode} (prix initial ${formatEuros(line.originalUnitPriceCents)})`
      : '';
    const sub = [when, promo].filter(Boolean).join(' — ');
    const labelWidth = cols.qty - cols.label - 16;
    const titleHeight = doc.heightOfString(title, { width: labelWidth });
    doc.fontSize(9);
    const subHeight = sub ? doc.heightOfString(sub, { width: labelWidth }) + 1 : 0;
    doc.fontSize(10);
    const height = titleHeight + subHeight;
    if (y + height > doc.page.height - 170) {
      doc.addPage();
      y = 50;
    }
    doc.fillColor('#111827').text(title, cols.label + 6, y, { width: labelWidth });
    if (sub)
      doc
        .fillColor(GREY)
        .fontSize(9)
        .text(sub, cols.label + 6, y + titleHeight + 1, { width: labelWidth })
        .fontSize(10);
    doc.fillColor('#111827');
    doc.text(String(line.qty), cols.qty, y, { width: 40, align: 'right' });
    doc.text(formatEuros(line.unitPriceCents), cols.unit, y, { width: 65, align: 'right' });
    doc.text(formatEuros(line.unitPriceCents * line.qty), cols.total, y, { width: 75, align: 'right' });
    y += height + 10;
    doc
      .moveTo(left, y - 5)
      .lineTo(left + width, y - 5)
      .strokeColor('#e5e7eb')
      .lineWidth(0.5)
      .stroke();
  }

  // Totals
  const vat = vatIncludedCents(order.totalCents);
  const totals: Array<[string, string, boolean]> = [
    ['Total HT', formatEuros(order.totalCents - vat), false],
    ['TVA 20 %', formatEuros(vat), false],
    ['Total TTC', formatEuros(order.totalCents), true],
  ];
  y += 6;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor('#111827');
    doc.text(label, cols.unit - 80, y, { width: 140, align: 'right' });
    doc.text(value, cols.total, y, { width: 75, align: 'right' });
    y += strong ? 20 : 16;
  }
  y += 10;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#111827')
    .text(`Payé le ${parisDate(order.createdAt)} par ${order.paymentMethod}.`, left, y);
  doc
    .fillColor(GREY)
    .fontSize(8)
    .text(
      'Prix TTC, TVA au taux de 20 % incluse. Facture acquittée — merci de votre visite !',
      left,
      doc.page.height - 80,
      { width, align: 'center' },
    );
  doc.end();
  return done;
}
