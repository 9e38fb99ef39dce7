import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const addressesRoutes = new Hono<AppEnv>();
