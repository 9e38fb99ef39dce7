import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const accountsRoutes = new Hono<AppEnv>();
