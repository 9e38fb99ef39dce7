import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const pincodesRoutes = new Hono<AppEnv>();
