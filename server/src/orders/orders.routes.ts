import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const ordersRoutes = new Hono<AppEnv>();
