import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const searchRoutes = new Hono<AppEnv>();
