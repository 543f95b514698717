/**
 * The in-house studio's side of the provider wallet: it calls the operator like any aggregator would, with a
 * signed JSON body over HTTP to `POST /provider-api/v1/wallet/{call}` on the operator's listener (`httpPost`: a
 * keep-alive `node:http` agent, so a round's calls reuse open sockets). Transaction uuids are derived from the
 * round, so a retried call is the same transaction. The body is built and signed once per call.
 */
import { Agent, request } from 'node:http';
import {
  casinoPaths,
  WALLET_SIGNATURE_HEADER,
  type WalletAnswer,
  type WalletCall,
  walletAnswerSchema,
} from '@betframe/sdk/casino';
import { signatureOf } from './provider-wallet';

/** POSTs a signed JSON body to a path of the operator and resolves the answer's body text. */
export type StudioPost = (path: string, body: string, signature: string) => Promise<string>;

export interface StudioClientOptions {
  secret: string;
  post: StudioPost;
}

export interface StudioCall {
  token: string;
  round: string;
  transactionUuid: string;
  gameId: number;
  amountMinor: number;
  currency: string;
  referenceTransactionUuid?: string;
}

/**
 * A real HTTP POST to `baseUrl` (the operator's `http://host:port`) through `agent` (keep it alive: the studio
 * sends two calls a round). A non-JSON answer (a 503 while the server stops, say) rejects with its status.
 */
export function httpPost(agent: Agent, baseUrl: () => string): StudioPost {
  const send = (path: string, body: string, signature: string, retry: boolean): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      const url = new URL(path, baseUrl());
      const req = request(
        {
          agent,
          hostname: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            [WALLET_SIGNATURE_HEADER]: signature,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            const type = res.headers['content-type'] ?? '';
            if (type.startsWith('application/json')) resolve(text);
            else reject(new Error(`the wallet answered ${res.statusCode}: ${text.slice(0, 200)}`));
          });
          res.on('error', reject);
        },
      );
      req.on('error', (error) => {
        // A kept-alive socket the server closed just as it was reused: the same call again on a new one (a call
        // is idempotent by its transaction uuid, so a call that did arrive is answered from its stored answer).
        if (retry && req.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET')
          send(path, body, signature, false).then(resolve, reject);
        else reject(error);
      });
      req.end(body);
    });
  return (path, body, signature) => send(path, body, signature, true);
}

/** A keep-alive agent for the studio's calls. */
export const studioAgent = (): Agent => new Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });

export function createStudioClient(options: StudioClientOptions) {
  let requests = 0;
  return async function call(kind: WalletCall, input: StudioCall): Promise<WalletAnswer> {
    requests += 1;
    const body = JSON.stringify({
      request_uuid: `${input.transactionUuid}-r${requests}`,
      token: input.token,
      transaction_uuid: input.transactionUuid,
      round: input.round,
      game_id: input.gameId,
      amount: input.amountMinor,
      currency: input.currency,
      ...(input.referenceTransactionUuid ? { reference_transaction_uuid: input.referenceTransactionUuid } : {}),
    });
    const text = await options.post(casinoPaths.wallet(kind), body, signatureOf(options.secret, body));
    return walletAnswerSchema.parse(JSON.parse(text));
  };
}

export type StudioClient = ReturnType<typeof createStudioClient>;
