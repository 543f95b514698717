/**
 * The frame's one request-layer client (`createHttpClient` of `@betframe/sdk/request`): the statistics data and
 * the partner's allowed origins go through it, same origin (each texts load makes its own: i18n/load.ts).
 */
import { createHttpClient } from '@betframe/sdk/request';

export const frameHttp = createHttpClient();
