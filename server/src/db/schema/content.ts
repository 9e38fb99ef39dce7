import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** About us and the five policies: sanitised HTML keyed by the API slug (about-us, faq...). */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(), // sanitised HTML
  position: integer('position').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  rating: integer('rating').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  /** the desktop picture (12:5); `phoneImage` is the phone's, or this one when null */
  image: text('image').notNull(),
  phoneImage: text('phone_image'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
  /** shown from `startsAt` until before `endsAt`; null means no bound */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const newLaunches = pgTable('new_launches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);
