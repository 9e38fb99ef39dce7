import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const paymentsRoutes = new Hono<AppEnv>();
