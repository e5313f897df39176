import PDFDocument from 'pdfkit';
import { formatMoney, type Language } from '@gigmarket/shared';
import { t, type MessageKey } from '../i18n/i18n';
import type { ReceiptDto, StatementDto } from './documents-answers.dto';

/** The site's colours (site/app/app.css). */
const GREEN = '#0f5132';
const GREEN_050 = '#e8f3ee';
const INK = '#1d2125';
const MUTED = '#555e66';
const LINE = '#cfd6dc';

/** Inter (SIL Open Font License) draws the naira sign and French spacing; PDF's built-in Helvetica has neither. */
const FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

const MARGIN = 48;

function open(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: 'GigMarket' } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  return doc;
}

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The clean header: a green band with the brand, the document's title and its subtitle. */
function header(doc: PDFKit.PDFDocument, title: string, subtitle: string): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 88).fill(GREEN);
  doc.roundedRect(MARGIN, 26, 36, 36, 8).fill('#ffffff');
  doc.fillColor(GREEN).font('bold').fontSize(20).text('G', MARGIN, 33, { width: 36, align: 'center' });
  doc.fillColor('#ffffff').font('bold').fontSize(18).text('GigMarket', MARGIN + 48, 28);
  doc.font('regular').fontSize(10).text(title, MARGIN + 48, 52);
  doc.font('bold').fontSize(12).text(subtitle, MARGIN, 36, { width: width - 2 * MARGIN, align: 'right' });
  doc.fillColor(INK).font('regular').fontSize(10);
  doc.y = 112;
}

/** Label and value, one per line, in a column starting at `x`. */
function pairs(doc: PDFKit.PDFDocument, rows: [string, string][], x = MARGIN, width = 240): void {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor(MUTED).font('regular').fontSize(9).text(label, x, y, { width: 100 });
    doc.fillColor(INK).font('regular').fontSize(10).text(value || '—', x + 104, y, { width: width - 104 });
    doc.moveDown(0.25);
  }
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.6);
  doc.fillColor(GREEN).font('bold').fontSize(11).text(text, MARGIN);
  doc.moveTo(MARGIN, doc.y + 2).lineTo(doc.page.width - MARGIN, doc.y + 2).strokeColor(LINE).lineWidth(1).stroke();
  doc.moveDown(0.5);
  doc.fillColor(INK).font('regular').fontSize(10);
}

const dateText = (language: Language, at: Date | null): string =>
  at ? new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(at) : '';

function footer(doc: PDFKit.PDFDocument, language: Language): void {
  doc.moveDown(1.5);
  doc.fillColor(MUTED).font('regular').fontSize(8).text(t(language, 'doc.footer'), MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
}

export async function receiptPdf(receipt: ReceiptDto, language: Language): Promise<Buffer> {
  const tr = (key: MessageKey, params?: Record<string, string | number>) => t(language, key, params);
  const money = (minor: number) => formatMoney(minor, receipt.currency, language);
  const doc = open(`${tr('doc.receiptTitle')} ${receipt.number_text}`);
  header(doc, tr('doc.receiptTitle'), tr('doc.receiptNumber', { number: receipt.number_text }));
  const top = doc.y;
  doc.fillColor(GREEN).font('bold').fontSize(10).text(tr('doc.issuedBy'), MARGIN, top);
  doc.moveDown(0.3);
  pairs(doc, [
    ['', receipt.platform.name],
    ['', receipt.platform.address],
    [tr('doc.rcNumber'), receipt.platform.rc_number],
    [tr('doc.taxId'), receipt.platform.tax_id],
  ]);
  const left = doc.y;
  doc.y = top;
  const x = doc.page.width / 2 + 10;
  doc.fillColor(GREEN).font('bold').fontSize(10).text(tr('doc.paidBy'), x, top);
  doc.moveDown(0.3);
  pairs(
    doc,
    [
      ['', receipt.payer.company_name ? `${receipt.payer.name}, ${receipt.payer.company_name}` : receipt.payer.name],
      [tr('doc.taxId'), receipt.payer.tax_id ?? tr('tax.noTaxId')],
      [tr('doc.date'), dateText(language, receipt.paid_at)],
      [tr('doc.reference'), receipt.reference],
    ],
    x,
  );
  doc.y = Math.max(left, doc.y);
  heading(doc, tr('doc.hire'));
  pairs(doc, [
    [tr('doc.hire'), `#${receipt.application_id ?? ''} ${receipt.job_title ?? ''}`.trim()],
    [tr('doc.freelancer'), receipt.freelancer_name ?? ''],
  ], MARGIN, doc.page.width - 2 * MARGIN);
  heading(doc, tr('doc.totalPaid'));
  amounts(doc, [
    [tr('doc.agreed'), money(receipt.agreed_minor), false],
    [tr('doc.serviceFee'), money(receipt.fee_minor), false],
    [tr('doc.totalPaid'), money(receipt.total_minor), true],
    ...(receipt.refunded_minor > 0 ? ([[tr('doc.refunded'), `-${money(receipt.refunded_minor)}`, false]] as [string, string, boolean][]) : []),
  ]);
  footer(doc, language);
  return finish(doc);
}

/** Right-aligned amounts, the total on a tinted row. */
function amounts(doc: PDFKit.PDFDocument, rows: [string, string, boolean][]): void {
  const width = doc.page.width - 2 * MARGIN;
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    if (strong) doc.rect(MARGIN, y - 4, width, 22).fill(GREEN_050);
    doc.fillColor(INK).font(strong ? 'bold' : 'regular').fontSize(11).text(label, MARGIN + 8, y, { width: width / 2 });
    doc.text(value, MARGIN + width / 2, y, { width: width / 2 - 8, align: 'right' });
    doc.moveDown(0.5);
  }
}

export async function statementPdf(statement: StatementDto, language: Language): Promise<Buffer> {
  const tr = (key: MessageKey, params?: Record<string, string | number>) => t(language, key, params);
  const money = (minor: number) => formatMoney(minor, statement.currency, language);
  const [year, month] = statement.period.split('-');
  const periodText = month
    ? new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 15)))
    : tr('doc.statementYear', { year });
  const doc = open(`${tr('doc.statementTitle')} ${statement.period}`);
  header(doc, tr('doc.statementTitle'), periodText);
  const top = doc.y;
  doc.fillColor(GREEN).font('bold').fontSize(10).text(tr('doc.freelancer'), MARGIN, top);
  doc.moveDown(0.3);
  pairs(doc, [
    ['', statement.freelancer.name],
    [tr('doc.taxId'), statement.freelancer.tax_id ?? tr('tax.noTaxId')],
  ]);
  const left = doc.y;
  const x = doc.page.width / 2 + 10;
  doc.y = top;
  doc.fillColor(GREEN).font('bold').fontSize(10).text(tr('doc.issuedBy'), x, top);
  doc.moveDown(0.3);
  pairs(doc, [
    ['', statement.platform.name],
    [tr('doc.taxId'), statement.platform.tax_id],
  ], x);
  doc.y = Math.max(left, doc.y);

  heading(doc, tr('doc.totals'));
  amounts(doc, [
    [tr('doc.agreed'), money(statement.totals.agreed_minor), false],
    [tr('doc.commission'), `-${money(statement.totals.commission_minor)}`, false],
    [tr('doc.refunded'), `-${money(statement.totals.refunded_minor)}`, false],
    [tr('doc.net'), money(statement.totals.net_minor), true],
  ]);

  heading(doc, tr('doc.hire'));
  if (!statement.lines.length) doc.fillColor(MUTED).text(tr('doc.noEarnings'));
  const columns = [
    { key: 'hire', width: 195 },
    { key: 'agreed', width: 80 },
    { key: 'commission', width: 70 },
    { key: 'refunded', width: 70 },
    { key: 'net', width: 80 },
  ];
  const tableRow = (cells: string[], bold: boolean, muted = false) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    let x0 = MARGIN;
    let bottom = y;
    cells.forEach((cell, index) => {
      doc.fillColor(muted ? MUTED : INK).font(bold ? 'bold' : 'regular').fontSize(muted ? 8 : 9);
      // A muted row (the hire's date, outcome and payout) runs under the whole row.
      const width = muted ? doc.page.width - 2 * MARGIN : columns[index].width - 6;
      if (muted && index > 0) return;
      doc.text(cell, x0, y, { width, align: index === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x0 += columns[index].width;
    });
    doc.y = bottom + 3;
  };
  if (statement.lines.length) {
    tableRow([tr('doc.hire'), tr('doc.agreed'), tr('doc.commission'), tr('doc.refunded'), tr('doc.net')], true);
    for (const line of statement.lines) {
      tableRow(
        [`#${line.application_id} ${line.job_title ?? ''}`, money(line.agreed_minor), money(line.commission_minor), money(line.refunded_minor), money(line.net_minor)],
        false,
      );
      const payout = line.payout?.paid_at
        ? `${tr('doc.payoutOn')} ${dateText(language, line.payout.paid_at)} · ${line.payout.reference ?? ''}`
        : tr('doc.notPaidOut');
      tableRow([`${dateText(language, line.date)} · ${tr(`doc.kind.${line.kind}` as MessageKey)} · ${payout}`, '', '', '', ''], false, true);
    }
    tableRow([tr('doc.totals'), money(statement.totals.agreed_minor), money(statement.totals.commission_minor), money(statement.totals.refunded_minor), money(statement.totals.net_minor)], true);
  }
  footer(doc, language);
  return finish(doc);
}
