/** The bring-a-friend calls (docs/promotions.md) over the office client: the player's token, zod-checked answers. */
import {
  bannersData,
  browserDeviceId,
  extendedReferralUsersData,
  friendReferTagData,
  pageStorage,
  referralPaths,
  referralUsersData,
  transferData,
} from '@betframe/sdk/referral';
import type { OfficeClient } from '../office-client';

export function referralCalls(client: OfficeClient, lang: string) {
  return {
    tag: () => {
      const deviceId = browserDeviceId(pageStorage());
      return client.call(referralPaths.friendReferTag, friendReferTagData, {
        method: 'GET',
        params: { lang, ...(deviceId ? { deviceId } : {}) },
      });
    },
    banners: (bannerLang?: string) =>
      client.call(referralPaths.banners, bannersData, { params: bannerLang ? { lang: bannerLang } : {} }),
    users: (page = 1) =>
      client.call(referralPaths.extendedReferralUsers, extendedReferralUsersData, { params: { page } }),
    remove: (id: number) =>
      client.call(referralPaths.removeReferralUser, referralUsersData, { params: { referral_user_id: id } }),
    transfer: () => client.call(referralPaths.transfer, transferData, { params: {} }),
  };
}

export type ReferralCalls = ReturnType<typeof referralCalls>;
