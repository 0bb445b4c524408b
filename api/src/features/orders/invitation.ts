import PDFDocument from 'pdfkit';
import { INVOICE_COLORS as C } from './invoice-layout';
import { parisDate, parisTime } from '../mailer/confirmation';
import type { OrderLineDetails } from './details';
import { ageWords } from './line-extra';
import { PDF_FONT, PDF_FONT_BOLD, usePdfFonts } from '../../shared/pdf-fonts';

export interface InvitationInput {
  /** The birthday line (its child form and start). */
  line: Pick<OrderLineDetails, 'label' | 'description' | 'startsAt' | 'details'>;
  parkName: string;
  /** The park's address (the seller's). */
  address: string;
  /** Uncompressed content streams (tests read the text back). */
  compress?: boolean;
}

export class NoBirthdayError extends Error {}

/** Minutes before the start the guests are asked to arrive (spec §9). */
export const ARRIVE_BEFORE_MINUTES = 15;

const dayName = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(d);

/**
 * The birthday invitation (A5 landscape, one page, to print and hand out) in the park's colours:
 * the child's first name and age, the day, the time (and when to arrive), the place, a line to write
 * the guest's name and the parents' phone.
 */
/** The line under the child's name: « qui fête ses 8 ans », « qui fête son premier anniversaire » (not « ses 1 an »). */
export function celebrates(age: unknown): string | null {
  const words = ageWords(age);
  if (!words) return null;
  return words === '1 an' ? 'qui fête son premier anniversaire' : `qui fête ses ${words}`;
}

export function renderInvitationPdf(input: InvitationInput): Promise<Buffer> {
  const birthday = input.line.details?.anniversaires;
  const start = input.line.startsAt;
  if (!birthday || !start) throw new NoBirthdayError('no birthday on this line');
  const age = ageWords(birthday.age);
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 0,
    compress: input.compress ?? true,
    info: {
      Title: `Invitation à l'anniversaire de ${birthday.nom}`,
      Author: input.parkName,
      Subject: `Anniversaire de ${birthday.nom}${age ? `, ${age}` : ''}`,
    },
  });
  usePdfFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const W = doc.page.width;
  const H = doc.page.height;

  // Background: the park's violet, confetti in its orange and white, a white card in the middle.
  doc.rect(0, 0, W, H).fill(C.primary);
  const confetti: Array<[number, number, number, string]> = [
    [40, 40, 9, C.secondary],
    [90, 80, 5, '#ffffff'],
    [W - 60, 50, 11, C.secondary],
    [W - 110, 95, 6, '#ffffff'],
    [55, H - 60, 7, '#ffffff'],
    [120, H - 35, 10, C.secondary],
    [W - 50, H - 70, 8, '#ffffff'],
    [W - 130, H - 30, 6, C.secondary],
    [W / 2 - 180, 25, 5, '#ffffff'],
    [W / 2 + 190, 30, 7, C.secondary],
    [W / 2 - 200, H - 22, 6, C.secondary],
    [W / 2 + 170, H - 25, 5, '#ffffff'],
  ];
  for (const [x, y, r, color] of confetti) doc.circle(x, y, r).fill(color);
  const card = { x: 60, y: 45, w: W - 120, h: H - 90 };
  doc.roundedRect(card.x, card.y, card.w, card.h, 18).fill('#ffffff');
  doc.rect(card.x, card.y + 70, card.w, 4).fill(C.secondary);

  const inner = { x: card.x + 30, w: card.w - 60 };
  doc.fillColor(C.secondary).font(PDF_FONT_BOLD).fontSize(13);
  doc.text(input.parkName.toUpperCase(), inner.x, card.y + 18, {
    width: inner.w,
    align: 'center',
    characterSpacing: 2,
  });
  doc.fillColor(C.primary).font(PDF_FONT_BOLD).fontSize(26);
  doc.text('TU ES INVITÉ(E) !', inner.x, card.y + 36, { width: inner.w, align: 'center' });

  doc.fillColor(C.text).font(PDF_FONT).fontSize(13);
  doc.text('à l’anniversaire de', inner.x, card.y + 88, { width: inner.w, align: 'center' });
  doc.fillColor(C.primary).font(PDF_FONT_BOLD).fontSize(34);
  doc.text(birthday.nom, inner.x, card.y + 106, { width: inner.w, align: 'center', height: 42, ellipsis: true });
  doc.fillColor(C.secondary).font(PDF_FONT_BOLD).fontSize(18);
  const celebrated = celebrates(birthday.age);
  if (celebrated) doc.text(celebrated, inner.x, card.y + 148, { width: inner.w, align: 'center' });

  // When and where, in two columns, above the lines to fill in by hand (a longer text ends with « … »)
  const top = card.y + 188;
  const fill = card.y + card.h - 36;
  const above = (y: number) => ({ height: Math.max(0, fill - 6 - y), ellipsis: true });
  const half = inner.w / 2;
  const arrive = new Date(start.getTime() - ARRIVE_BEFORE_MINUTES * 60_000);
  doc
    .fillColor(C.grey)
    .font(PDF_FONT_BOLD)
    .fontSize(9)
    .text('QUAND', inner.x, top, { width: half - 10 });
  doc.text('OÙ', inner.x + half + 10, top, { width: half - 10 });
  doc.fillColor(C.text).font(PDF_FONT_BOLD).fontSize(12);
  doc.text(`Le ${dayName(start)}`, inner.x, top + 13, { width: half - 10 });
  doc.font(PDF_FONT).fontSize(11);
  doc.text(`à ${parisTime(start)} (${parisDate(start)})`, inner.x, doc.y + 2, { width: half - 10 });
  doc
    .fillColor(C.grey)
    .fontSize(9)
    .text(`Merci d’arriver à ${parisTime(arrive)}`, inner.x, doc.y + 2, {
      width: half - 10,
    });
  doc
    .fillColor(C.text)
    .font(PDF_FONT_BOLD)
    .fontSize(12)
    .text(input.parkName, inner.x + half + 10, top + 13, {
      width: half - 10,
    });
  doc
    .font(PDF_FONT)
    .fontSize(11)
    .text(input.address, inner.x + half + 10, doc.y + 2, { width: half - 10, ...above(doc.y + 2) });
  // The formula flows under the address, however many lines that wraps onto.
  const formula = input.line.description || input.line.label;
  doc.fillColor(C.grey).fontSize(9);
  const formulaTop = doc.y + 4;
  if (above(formulaTop).height >= doc.currentLineHeight(true)) {
    doc.text(formula, inner.x + half + 10, formulaTop, { width: half - 10, ...above(formulaTop) });
  }

  // To fill in by hand
  doc.fillColor(C.text).font(PDF_FONT).fontSize(10);
  doc.text('Invité(e) :', inner.x, fill);
  doc
    .moveTo(inner.x + 52, fill + 10)
    .lineTo(inner.x + half - 10, fill + 10)
    .strokeColor(C.rule)
    .lineWidth(1)
    .stroke();
  doc.text('Réponse des parents au :', inner.x + half + 10, fill);
  doc
    .moveTo(inner.x + half + 130, fill + 10)
    .lineTo(inner.x + inner.w, fill + 10)
    .stroke();
  doc.end();
  return done;
}
