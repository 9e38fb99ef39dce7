import type { Db } from '../db/client';
import { HttpError } from '../http/http-error';
import { renderTaxDocument } from '../invoices/invoice-pdf';
import { pdfFileName, printableDocument } from '../invoices/invoices.queries';
import type { OutgoingMail } from './mailer';

/**
 * The order's GST invoice as an e-mail attachment (the placed and paid e-mails carry it). It is
 * issued in the transaction that places or pays the order (invoices/issue.ts), so it is there
 * by the time the worker sends; an order without one gets its e-mail without it.
 */
export async function invoiceAttachment(db: Db, orderId: number): Promise<OutgoingMail['attachments']> {
  try {
    const printable = await printableDocument(db, { orderId, choice: { kind: 'invoice' } });
    const content = await renderTaxDocument(printable);
    return [{ filename: pdfFileName(printable.doc.number), content, contentType: 'application/pdf' }];
  } catch (err) {
    if (err instanceof HttpError && err.code === 'not_found') return [];
    throw err;
  }
}
