import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { categories, subCategories } from '../db/schema';

export const catalogRoutes = new Hono<AppEnv>();

catalogRoutes.get('/product/category/list', async (c) => {
  const { db } = c.var.deps;
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.id)),
  ]);
  return c.json({
    data: cats.map((cat) => ({
      id: cat.id,
      name: cat.name,
      slug: cat.slug,
      sub_categories: subs
        .filter((s) => s.categoryId === cat.id)
        .map((s) => ({ id: s.id, name: s.name, slug: s.slug })),
    })),
  });
});
