import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const devRoutes = new Hono<AppEnv>();
