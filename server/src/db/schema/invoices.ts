import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders';

/**
 * HSN code of each kind of garment (sub_categories.kind), which the owner may edit. A row for a
 * category slug wins over the row for every category ('' ), so jeans can be men's (6203) or
 * women's (6204). An issued invoice keeps the code it was issued with.
 */
export const hsnCodes = pgTable(
  'hsn_codes',
  {
    kind: text('kind').notNull(),
    categorySlug: text('category_slug').notNull().default(''),
    hsn: text('hsn').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.categorySlug] }),
    check('hsn_codes_digits', sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
  ],
);

/**
 * The last number given in each series and financial year. Numbers come from this row inside
 * the transaction that places or pays the order, so a rollback gives the number back and the
 * series has no gaps; the row's lock makes concurrent issues wait for each other.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

export interface PartySnapshot {
  name: string;
  lines: string[];
  gstin?: string;
  state: string;
  stateCode: string;
  phone?: string;
}

/** Tax invoices and credit notes, as issued: nothing here is recomputed later. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    /** invoice | credit_note */
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** a credit note's invoice */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => taxDocuments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<PartySnapshot>().notNull(),
    buyer: jsonb('buyer').$type<PartySnapshot>().notNull(),
    shipTo: jsonb('ship_to').$type<PartySnapshot>().notNull(),
    intraState: boolean('intra_state').notNull(),
    reason: text('reason'),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_series_seq').on(t.series, t.financialYear, t.seq),
    uniqueIndex('tax_documents_one_invoice').on(t.orderId).where(sql`kind = 'invoice'`),
    index('tax_documents_order').on(t.orderId),
    check('tax_documents_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      'tax_documents_sums',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

export const taxDocumentLines = pgTable(
  'tax_document_lines',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => taxDocuments.id),
    /** the document's kind again, so an order line is invoiced once and credited once */
    kind: text('kind').notNull(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    grossPaise: integer('gross_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    rateBp: integer('rate_bp').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [
    uniqueIndex('tax_document_lines_once').on(t.orderLineId, t.kind),
    index('tax_document_lines_document').on(t.documentId, t.position),
    check(
      'tax_document_lines_sums',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.amountPaise}`,
    ),
  ],
);
