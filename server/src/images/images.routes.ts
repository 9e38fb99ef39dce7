import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const imagesRoutes = new Hono<AppEnv>();
