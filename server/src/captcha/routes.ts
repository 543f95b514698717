import { captchaSolveRequest } from '@betframe/sdk/account';
import type { Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import type { DevCaptcha } from './dev-captcha';
import { captchaPageHtml, captchaPageScript } from './page';

/** The development captcha's API and page (see docs/api-accounts.md). */
export function registerCaptchaRoutes(app: Hono<AppEnv>, captcha: DevCaptcha): void {
  app.get('/web-api/captcha/challenge', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: await captcha.challenge() });
  });

  app.post('/web-api/captcha/solve', async (c) => {
    const body = await readBody(c, captchaSolveRequest);
    const token = await captcha.solve(body.challenge_id, body.answer);
    if (!token) throw ApiError.badRequest('captcha_wrong_answer', 'Wrong answer or expired challenge');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: token });
  });

  app.get('/web-api/captcha/page', (c) => {
    c.header('Cache-Control', 'no-store');
    // Shown in a popup or in a frame of our own pages only.
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    );
    return c.html(captchaPageHtml);
  });

  app.get('/web-api/captcha/page.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(captchaPageScript);
  });
}
