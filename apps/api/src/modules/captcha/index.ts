// Public entry of the captcha module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { captchaRoutes } from './routes.js';
export { verifyAndSpend } from './service.js';
