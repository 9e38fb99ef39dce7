import {
  BannerInput,
  CategoryTileInput,
  CouponInput,
  FaqInput,
  LaunchInput,
  PageInput,
  PreviewInput,
  TestimonialInput,
} from '@store/contract/admin-content';
import { AnnouncementInput, DeliveryInput, IdentityInput } from '@store/contract/shop-settings';
import { Hono } from 'hono';
import type { z } from 'zod';
import { sanitizeContentHtml } from '../../content/sanitize';
import { idParam, parseBody } from '../../http/validate';
import { announcement } from '../../settings/shop-settings';
import { createCoupon, listCoupons, setCouponActive, updateCoupon } from '../coupons/coupons-admin';
import { readSettings, setDelivery, setIdentity } from '../settings/settings-admin';
import { type AdminEnv, requirePermission } from '../staff-auth';
import {
  BANNERS,
  createRow,
  deleteRow,
  FAQS,
  LAUNCHES,
  listCategoryTiles,
  listRows,
  type RowKind,
  TESTIMONIALS,
  updateCategoryTile,
  updateRow,
} from './content-rows';
import { listPages, pageForEditing, savePage, setAnnouncement, slugParam } from './pages';

/** The owner's content, coupons and settings under /api/admin (after adminAuth). */
export const contentAdminRoutes = new Hono<AdminEnv>();
const r = contentAdminRoutes;
const ok = (data: unknown = { ok: true }) => ({ data });

// Banners, launches, testimonials, FAQ: list, add, edit, delete.
const rowRoutes: [string, RowKind<never>, z.ZodType][] = [
  ['banners', BANNERS, BannerInput],
  ['launches', LAUNCHES, LaunchInput],
  ['testimonials', TESTIMONIALS, TestimonialInput],
  ['faqs', FAQS, FaqInput],
];
for (const [path, kind, schema] of rowRoutes) {
  const base = `/admin/content/${path}`;
  const parse = (c: Parameters<typeof parseBody>[0]) => parseBody(c, schema) as Promise<never>;
  r.get(base, async (c) => {
    requirePermission(c.var.actor, 'content');
    return c.json(ok(await listRows(c.var.deps, kind)));
  });
  r.post(base, async (c) => {
    requirePermission(c.var.actor, 'content');
    return c.json(ok(await createRow(c.var.deps, c.var.actor, kind, await parse(c))), 201);
  });
  r.put(`${base}/:id`, async (c) => {
    requirePermission(c.var.actor, 'content');
    const id = idParam(c);
    await updateRow(c.var.deps, c.var.actor, kind, id, await parse(c));
    return c.json(ok());
  });
  r.delete(`${base}/:id`, async (c) => {
    await deleteRow(c.var.deps, c.var.actor, kind, idParam(c));
    return c.json(ok());
  });
}

r.get('/admin/content/categories', async (c) => {
  requirePermission(c.var.actor, 'content');
  return c.json(ok(await listCategoryTiles(c.var.deps)));
});
r.put('/admin/content/categories/:id', async (c) => {
  requirePermission(c.var.actor, 'content');
  const id = idParam(c);
  await updateCategoryTile(c.var.deps, c.var.actor, id, await parseBody(c, CategoryTileInput));
  return c.json(ok());
});

r.get('/admin/content/pages', async (c) => {
  requirePermission(c.var.actor, 'content');
  return c.json(ok(await listPages(c.var.deps)));
});
r.get('/admin/content/pages/:slug', async (c) => {
  requirePermission(c.var.actor, 'content');
  return c.json(ok(await pageForEditing(c.var.deps, slugParam(c.req.param('slug')))));
});
r.put('/admin/content/pages/:slug', async (c) => {
  requirePermission(c.var.actor, 'content');
  const slug = slugParam(c.req.param('slug'));
  return c.json(ok(await savePage(c.var.deps, c.var.actor, slug, await parseBody(c, PageInput))));
});
// What the page will show: the same sanitiser as the save and the storefront.
r.post('/admin/content/preview', async (c) => {
  requirePermission(c.var.actor, 'content');
  const { html } = await parseBody(c, PreviewInput);
  return c.json(ok({ html: sanitizeContentHtml(html) }));
});

r.get('/admin/content/announcement', async (c) => {
  requirePermission(c.var.actor, 'content');
  return c.json(ok({ text: await announcement(c.var.deps.db, { fresh: true }) }));
});
r.put('/admin/content/announcement', async (c) => {
  requirePermission(c.var.actor, 'content');
  const { text } = await parseBody(c, AnnouncementInput);
  return c.json(ok(await setAnnouncement(c.var.deps, c.var.actor, text)));
});

r.get('/admin/coupons', async (c) => {
  requirePermission(c.var.actor, 'coupons');
  return c.json(ok(await listCoupons(c.var.deps)));
});
r.post('/admin/coupons', async (c) => {
  requirePermission(c.var.actor, 'coupons');
  const input = await parseBody(c, CouponInput);
  return c.json(ok(await createCoupon(c.var.deps, c.var.actor, input)), 201);
});
r.put('/admin/coupons/:id', async (c) => {
  requirePermission(c.var.actor, 'coupons');
  const id = idParam(c);
  await updateCoupon(c.var.deps, c.var.actor, id, await parseBody(c, CouponInput));
  return c.json(ok());
});
r.post('/admin/coupons/:id/pause', async (c) => {
  await setCouponActive(c.var.deps, c.var.actor, idParam(c), false);
  return c.json(ok());
});
r.post('/admin/coupons/:id/resume', async (c) => {
  await setCouponActive(c.var.deps, c.var.actor, idParam(c), true);
  return c.json(ok());
});

r.get('/admin/settings', async (c) => {
  requirePermission(c.var.actor, 'settings');
  return c.json(ok(await readSettings(c.var.deps)));
});
r.put('/admin/settings/identity', async (c) => {
  requirePermission(c.var.actor, 'settings');
  await setIdentity(c.var.deps, c.var.actor, await parseBody(c, IdentityInput));
  return c.json(ok(await readSettings(c.var.deps)));
});
r.put('/admin/settings/delivery', async (c) => {
  requirePermission(c.var.actor, 'settings');
  await setDelivery(c.var.deps, c.var.actor, await parseBody(c, DeliveryInput));
  return c.json(ok(await readSettings(c.var.deps)));
});
