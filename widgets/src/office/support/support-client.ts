/** The support calls (docs/office.md "Support") over the office client: the player's token, zod-checked answers. */
import {
  type CallbackRequest,
  callbackData,
  ideaData,
  messageData,
  type PaymentTopic,
  supportPaths,
  type ThreadKind,
  threadData,
  threadListData,
  transactionsData,
} from '@betframe/sdk/office';
import { checkDocumentFile, sniffBytes } from '@betframe/sdk/verification';
import type { OfficeClient } from '../office-client';

export function supportCalls(client: OfficeClient) {
  return {
    callback: (request: CallbackRequest) =>
      client.call(supportPaths.callback, callbackData, { params: { ...request } }),
    idea: (area: string, text: string) => client.call(supportPaths.idea, ideaData, { params: { area, text } }),
    threads: (kind: ThreadKind) =>
      client.call(supportPaths.threads, threadListData, { method: 'GET', params: { kind } }),
    thread: (id: number) => client.call(supportPaths.thread(id), threadData, { method: 'GET' }),
    write: (id: number, text: string) =>
      client.call(supportPaths.threadMessages(id), messageData, { params: { text } }),
    /** One file (by the verification upload rules) with an optional text. */
    upload: (id: number, file: File, text = '') => {
      const form = new FormData();
      form.set('file', file, file.name);
      if (text) form.set('text', text);
      return client.call(supportPaths.threadUpload(id), messageData, { params: form });
    },
    close: (id: number) => client.call(supportPaths.threadClose(id), threadData, { params: {} }),
    ticket: (subject: string, text: string) =>
      client.call(supportPaths.tickets, threadData, { params: { subject, text } }),
    chat: () => client.call(supportPaths.chat, threadData, { params: {} }),
    transactions: () => client.call(supportPaths.paymentTransactions, transactionsData, { method: 'GET' }),
    paymentRequests: () => client.call(supportPaths.paymentRequests, threadListData, { method: 'GET' }),
    paymentRequest: (topic: PaymentTopic, paymentId: number) =>
      client.call(supportPaths.paymentRequests, threadData, { params: { topic, paymentId } }),
    fill: (id: number, details: { amount: number; paidOn: string; reference: string; text: string }) =>
      client.call(supportPaths.paymentFill(id), threadData, { params: details }),
  };
}

export type SupportCalls = ReturnType<typeof supportCalls>;

/**
 * The upload rules (`checkDocumentFile`, shared with the server and verification) on a chosen file's own first
 * bytes: the broken rule's code (`error_<code>` names it), or '' — a wrong file is refused before it travels.
 */
export async function fileProblem(file: File): Promise<string> {
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  const checked = checkDocumentFile({ size: file.size, declaredType: file.type, head });
  return checked.ok ? '' : checked.error;
}
