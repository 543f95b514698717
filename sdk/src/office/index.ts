/**
 * Office calls beyond accounts and wallets (docs/office.md): the left menu's counters, the player's inbox of
 * operator messages and the disallowed sports. Wire schemas (zod/mini) shared by the server (validation) and the office widget.
 */
export * from './account-fields';
export * from './cookie-agreements';
export * from './disallowed-sports';
export * from './left-menu';
export * from './mailing';
export * from './messages';
export * from './paths';
export * from './regions';
export * from './support';
