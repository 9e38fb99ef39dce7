import { amountInWords } from '@store/contract/amount-in-words';
import { formatRate } from '@store/contract/gst';
import PDFDocument from 'pdfkit';
import type { PartySnapshot } from '../db/schema';
import type { TaxDocument } from './issue';

// The tax invoice or credit note as an A4 PDF, drawn from the stored document only (pdfkit,
// MIT, pure JavaScript; its built-in Helvetica has no rupee sign, so amounts say Rs).

export interface PrintLine {
  description: string;
  hsn: string;
  quantity: number;
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
}

export interface PrintDocument {
  doc: TaxDocument;
  lines: PrintLine[];
  orderNumber: string;
  orderedAt: Date;
  paymentMode: string;
  /** a credit note's invoice */
  invoice?: { number: string; issuedAt: Date } | null;
}

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 248775 -> "2,487.75" (Indian grouping) */
export const rs = (paise: number) => money.format(paise / 100);
const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
/** "25 Nov 2026", India time */
export const printDate = (d: Date) => day.format(d);

const A4 = { width: 595.28, height: 841.89 };
const M = 40; // margin
const W = A4.width - 2 * M;
const INK = '#1a1a1a';
const RULE = '#9a9a9a';
const SHADE = '#efefef';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (l: PrintLine, i: number) => string;
}

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 56, align: 'right', cell: (l) => `${formatRate(l.rateBp / 2)}  ${rs(l.cgstPaise)}` },
        { title: 'SGST', width: 56, align: 'right', cell: (l) => `${formatRate(l.rateBp / 2)}  ${rs(l.sgstPaise)}` },
      ]
    : [{ title: 'IGST', width: 112, align: 'right', cell: (l) => `${formatRate(l.rateBp)}  ${rs(l.igstPaise)}` }];
  return [
    { title: '#', width: 16, align: 'center', cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: 114, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 34, align: 'center', cell: (l) => l.hsn },
    { title: 'Qty', width: 22, align: 'center', cell: (l) => String(l.quantity) },
    { title: 'Value', width: 50, align: 'right', cell: (l) => rs(l.grossPaise) },
    { title: 'Discount', width: 46, align: 'right', cell: (l) => rs(l.discountPaise) },
    { title: 'Taxable value', width: 54, align: 'right', cell: (l) => rs(l.taxablePaise) },
    ...tax,
    { title: 'Total', width: W - 336 - 112, align: 'right', cell: (l) => rs(l.amountPaise) },
  ];
}

/** Renders the document; resolves with the PDF's bytes. */
export function renderTaxDocument(p: PrintDocument): Promise<Buffer> {
  const { doc } = p;
  const credit = doc.kind === 'credit_note';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: M,
    info: {
      Title: `${credit ? 'Credit note' : 'Tax invoice'} ${doc.number}`,
      Author: doc.seller.name,
      CreationDate: doc.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(15);
  pdf.text(credit ? 'CREDIT NOTE' : 'TAX INVOICE', M, M, { width: W, align: 'center' });
  pdf.font('Helvetica').fontSize(7.5).fillColor('#555');
  pdf.text(credit ? 'Issued under section 34 of the CGST Act, 2017' : 'Original for recipient', M, pdf.y, {
    width: W,
    align: 'center',
  });
  pdf.fillColor(INK);

  // Seller (left) and the document's particulars (right)
  const top = pdf.y + 10;
  party(pdf, credit ? 'Supplier' : 'Sold by', doc.seller, M, top, W * 0.55);
  const leftEnd = pdf.y;
  const facts: [string, string][] = [
    [credit ? 'Credit note no.' : 'Invoice no.', doc.number],
    [credit ? 'Credit note date' : 'Invoice date', printDate(doc.issuedAt)],
    ...(p.invoice
      ? ([
          ['Against invoice', p.invoice.number],
          ['Invoice date', printDate(p.invoice.issuedAt)],
        ] as [string, string][])
      : []),
    ['Order no.', p.orderNumber],
    ['Order date', printDate(p.orderedAt)],
    ['Payment', p.paymentMode],
    ['Place of supply', placeText(doc.shipTo)],
    ['Reverse charge', 'No'],
  ];
  keyValues(pdf, facts, M + W * 0.58, top, W * 0.42);
  let y = Math.max(leftEnd, pdf.y) + 10;
  hr(pdf, y);

  // Buyer: billed to and shipped to
  party(pdf, 'Bill to', doc.buyer, M, y + 8, W / 2 - 10);
  const billEnd = pdf.y;
  party(pdf, 'Ship to', doc.shipTo, M + W / 2, y + 8, W / 2);
  y = Math.max(billEnd, pdf.y) + 10;
  if (credit && doc.reason) {
    pdf.font('Helvetica-Bold').fontSize(8.5).text('Reason: ', M, y, { continued: true });
    pdf.font('Helvetica').text(doc.reason, { width: W });
    y = pdf.y + 8;
  }

  pdf.font('Helvetica').fontSize(7).fillColor('#555').text('Amounts in Rs', M, y, { width: W, align: 'right' });
  pdf.fillColor(INK);
  y = table(pdf, columns(doc.intraState), p.lines, pdf.y + 2, doc.number);
  y = totals(pdf, doc, y + 8);

  pdf
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text('Amount in words: ', M, y + 6, { continued: true });
  pdf.font('Helvetica').text(amountInWords(doc.totalPaise), { width: W });
  pdf.moveDown(0.6);
  pdf.fontSize(7.5).fillColor('#444');
  pdf.text(
    credit
      ? 'The values above reverse those of the invoice for the lines named. Any refund due goes back by the original mode of payment.'
      : 'Prices are inclusive of GST. Each line carries its share of the coupon discount; the tax is taken out of what was paid for the line.',
    { width: W },
  );
  pdf.fillColor(INK);

  const signY = Math.max(pdf.y + 24, 0);
  pdf.font('Helvetica-Bold').fontSize(8.5);
  pdf.text(`For ${doc.seller.name}`, M + W / 2, signY, { width: W / 2, align: 'right' });
  pdf.font('Helvetica').text('Authorised signatory', M + W / 2, pdf.y + 22, { width: W / 2, align: 'right' });
  pdf.fontSize(7).fillColor('#666');
  pdf.text(
    `This is a computer-generated document and needs no signature.${doc.seller.phone ? ` Questions: ${doc.seller.phone}.` : ''}`,
    M,
    pdf.y + 16,
    { width: W, align: 'center' },
  );
  pdf.end();
  return done;
}

const placeText = (p: PartySnapshot) => (p.stateCode ? `${p.state} (${p.stateCode})` : p.state);

function party(pdf: PDFKit.PDFDocument, title: string, p: PartySnapshot, x: number, y: number, width: number) {
  pdf.font('Helvetica-Bold').fontSize(7.5).fillColor('#555').text(title.toUpperCase(), x, y, { width });
  pdf
    .fillColor(INK)
    .fontSize(9.5)
    .text(p.name, x, pdf.y + 2, { width });
  pdf.font('Helvetica').fontSize(8.5);
  for (const line of p.lines) pdf.text(line, x, pdf.y, { width });
  if (p.gstin)
    pdf
      .font('Helvetica-Bold')
      .text(`GSTIN: ${p.gstin}`, x, pdf.y + 2, { width })
      .font('Helvetica');
  pdf.text(`State: ${placeText(p)}`, x, pdf.y, { width });
  if (p.phone) pdf.text(`Phone: ${p.phone}`, x, pdf.y, { width });
}

function keyValues(pdf: PDFKit.PDFDocument, rows: [string, string][], x: number, y: number, width: number) {
  pdf.fontSize(8.5);
  let at = y;
  for (const [k, v] of rows) {
    pdf
      .font('Helvetica')
      .fillColor('#555')
      .text(k, x, at, { width: width * 0.42 });
    pdf
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(v, x + width * 0.42, at, { width: width * 0.58 });
    at = pdf.y + 2;
  }
  pdf.font('Helvetica');
}

function hr(pdf: PDFKit.PDFDocument, y: number) {
  pdf
    .moveTo(M, y)
    .lineTo(M + W, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

function table(pdf: PDFKit.PDFDocument, cols: Column[], lines: PrintLine[], startY: number, number: string): number {
  const pad = 3;
  const header = (y: number) => {
    pdf.font('Helvetica-Bold').fontSize(7.5);
    const height = Math.max(...cols.map((c) => pdf.heightOfString(c.title, { width: c.width - 2 * pad }))) + 9;
    pdf.rect(M, y, W, height).fill(SHADE);
    pdf.fillColor(INK);
    let x = M;
    for (const c of cols) {
      pdf.text(c.title, x + pad, y + 4.5, { width: c.width - 2 * pad, align: c.align });
      x += c.width;
    }
    return y + height;
  };
  let y = header(startY);
  pdf.font('Helvetica').fontSize(8);
  lines.forEach((l, i) => {
    const cells = cols.map((c) => c.cell(l, i));
    const height = Math.max(...cells.map((t, k) => pdf.heightOfString(t, { width: cols[k].width - 2 * pad }))) + 8;
    if (y + height > A4.height - M - 60) {
      pdf.addPage();
      pdf.font('Helvetica').fontSize(7.5).fillColor('#555').text(`${number} (continued)`, M, M, { width: W });
      y = header(pdf.y + 6);
      pdf.font('Helvetica').fontSize(8);
    }
    let x = M;
    cells.forEach((t, k) => {
      pdf.text(t, x + pad, y + 4, { width: cols[k].width - 2 * pad, align: cols[k].align });
      x += cols[k].width;
    });
    y += height;
    hr(pdf, y);
  });
  return y;
}

function totals(pdf: PDFKit.PDFDocument, doc: TaxDocument, y: number): number {
  const rows: [string, number][] = [
    ['Taxable value', doc.taxablePaise],
    ...(doc.intraState
      ? ([
          ['CGST', doc.cgstPaise],
          ['SGST', doc.sgstPaise],
        ] as [string, number][])
      : ([['IGST', doc.igstPaise]] as [string, number][])),
  ];
  // the totals, the amount in words and the signature stay together on one page
  if (y + 200 > A4.height - M) {
    pdf.addPage();
    y = M;
  }
  const x = M + W - 220;
  pdf.fontSize(8.5);
  let at = y;
  for (const [k, v] of rows) {
    pdf.font('Helvetica').text(k, x, at, { width: 120 });
    pdf.text(`Rs ${rs(v)}`, x + 120, at, { width: 100, align: 'right' });
    at = pdf.y + 3;
  }
  pdf.rect(x - 4, at - 2, 224, 18).fill(SHADE);
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(10);
  pdf.text(doc.kind === 'credit_note' ? 'Total credited' : 'Total', x, at + 2.5, { width: 120 });
  pdf.text(`Rs ${rs(doc.totalPaise)}`, x + 120, at + 2.5, { width: 100, align: 'right' });
  pdf.font('Helvetica');
  return at + 22;
}
