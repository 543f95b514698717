/** The cashback and points calls (docs/bonuses.md "Calls") over the office client: the player's token, zod-checked answers. */
import { cashbackData, exchangeData, loyaltyPaths, pointsData } from '@betframe/sdk/loyalty';
import type { OfficeClient } from '../office-client';

export function loyaltyCalls(client: OfficeClient) {
  return {
    cashback: () => client.call(loyaltyPaths.cashback, cashbackData, { method: 'GET' }),
    points: () => client.call(loyaltyPaths.points, pointsData, { method: 'GET' }),
    exchange: (rewardId: number) =>
      client.call(loyaltyPaths.exchange, exchangeData, { params: { reward_id: rewardId } }),
  };
}
