/**
 * Office calls beyond accounts and wallets (docs/office.md): the left menu's counters and the player's inbox of
 * operator messages. Wire schemas (zod/mini) shared by the server (validation) and the office widget.
 */
export * from './left-menu';
export * from './messages';
export * from './paths';
