import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const seoRoutes = new Hono<AppEnv>();
