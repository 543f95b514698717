/** Paths of the office calls of this folder (docs/office.md describes each body and answer). */
export const officePaths = {
  /** SPEC §7 "GET left menu data". */
  leftMenu: '/web-api/office/left-menu',
  /** SPEC §7 "GET account data" (the editable personal fields). */
  accountData: '/web-api/office/account-data',
  /** SPEC §7 "POST save account fields". */
  saveAccountFields: '/web-api/office/account-fields',
  /** SPEC §7 "GET regions" (`country_id`, `lng`): the regions of a country, `[]` where the server has no list. */
  regions: '/web-api/office/regions',
  /** SPEC §7 "GET cities by region" (`region_id`, `lng`). */
  cities: '/web-api/office/cities',
  /** SPEC §7 "GET new pin code". */
  newPinCode: '/web-api/office/new-pin-code',
  /** SPEC §7 `POST disallow-sports`; GET reads the lists back. */
  disallowSports: '/web-api/user/disallow-sports',
  /** SPEC §7 `POST cookie agreement log`; GET lists the player's entries. */
  cookieAgreementLog: '/web-api/user/cookie-agreement-log',
  /** The player's mailing preferences (GET, POST). */
  mailing: '/web-api/user/mailing',
  messages: '/web-api/office/messages',
  messagesRead: '/web-api/office/messages/read',
  messagesDelete: '/web-api/office/messages/delete',
  /** The sandbox operator desk's message form (development only). */
  deskMessages: '/sandbox/operator/messages',
} as const;
