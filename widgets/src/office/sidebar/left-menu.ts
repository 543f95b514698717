/**
 * The left menu's counters (SPEC §7 "GET left menu data"): read when the office opens and after a bet or money
 * change; the unread count then follows the player's push stream (`messages` events) without another call.
 */
import { type LeftMenuData, leftMenuData, officePaths } from '@betframe/sdk/office';
import { useEffect, useState } from 'react';
import type { OfficeClient } from '../office-client';

export function useLeftMenu(client: OfficeClient, version: number) {
  const [menu, setMenu] = useState<LeftMenuData | null>(null);
  useEffect(() => {
    let live = true;
    void version;
    client.call(officePaths.leftMenu, leftMenuData, { method: 'GET' }).then((result) => {
      if (live && result.ok) setMenu(result.data);
    });
    return () => {
      live = false;
    };
  }, [client, version]);
  const setUnread = (unreadMessages: number) =>
    setMenu((current) => (current ? { ...current, unreadMessages } : current));
  return { menu, setUnread };
}
