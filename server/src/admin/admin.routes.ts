import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const adminRoutes = new Hono<AppEnv>();
