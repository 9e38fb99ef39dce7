import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const reviewsRoutes = new Hono<AppEnv>();
