import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const contentRoutes = new Hono<AppEnv>();
