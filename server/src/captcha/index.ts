export { DevCaptcha } from './dev-captcha';
export { registerCaptchaRoutes } from './routes';
export { assertCaptcha, type CaptchaVerifier, type CaptchaVerifiers, captchaVerifiers } from './verifier';
