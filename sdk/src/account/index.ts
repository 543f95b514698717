/**
 * Account and authentication wire schemas shared by the server (validation) and the clients (types, forms).
 * Browser-safe: no Node APIs.
 */
export * from './captcha';
export * from './contact-change';
export * from './custom-registration';
export * from './fields';
export * from './login';
export * from './password';
export * from './password-encoding';
export * from './paths';
export * from './pay-and-play';
export * from './profile';
export * from './registration';
export * from './security-questions';
export * from './sessions';
export * from './tokens';
export * from './two-factor';
