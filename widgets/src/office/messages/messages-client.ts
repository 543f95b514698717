/** The inbox calls (docs/office.md "Messages") over the office client: the player's token, zod-checked answers. */
import { inboxChangeData, inboxListData, officePaths } from '@betframe/sdk/office';
import type { OfficeClient } from '../office-client';

export function inboxCalls(client: OfficeClient) {
  return {
    list: (page: number) => client.call(officePaths.messages, inboxListData, { method: 'GET', params: { page } }),
    read: (ids: number[]) => client.call(officePaths.messagesRead, inboxChangeData, { params: { ids } }),
    remove: (ids: number[]) => client.call(officePaths.messagesDelete, inboxChangeData, { params: { ids } }),
  };
}
