/**
 * The bet-change setting (SPEC §3: 0 confirm, 1 accept any change, 2 accept when odds rise) as a player setting
 * kept on the server (setting id `userSettingIds.betChangePolicy`, SPEC §7 `GET settings` / `POST savesetting`):
 * read when a player is known, written on change (shown at once, reverted with an error when the save fails). A
 * guest's choice stays in the browser and goes to the server at the next login, so it is not lost on the way.
 * Shared by the bet slip and the office's settings, so both show and change the one setting.
 */
import {
  saveSettingResponseSchema,
  userSettingIds,
  userSettingsPaths,
  userSettingsResponseSchema,
} from '@betframe/sdk/user-settings';
import { useEffect, useRef, useState } from 'react';
import { httpFor, playerAuth } from '../http';

const POLICY_KEY = 'betframe:bet-change';
const GUEST_POLICY_KEY = 'betframe:bet-change-guest';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readPolicy(fallback: number): number {
  const value = Number(storage()?.getItem(POLICY_KEY));
  return value === 0 || value === 1 || value === 2 ? value : fallback;
}

/** `byGuest`: chosen while signed out, so the next login carries it to the server. */
export function writePolicy(policy: number, byGuest = false): void {
  try {
    storage()?.setItem(POLICY_KEY, String(policy));
    if (byGuest) storage()?.setItem(GUEST_POLICY_KEY, '1');
    else storage()?.removeItem(GUEST_POLICY_KEY);
  } catch {
    // storage full or blocked: the setting lasts for this page only
  }
}

/** Whether the stored setting was a guest's choice the server has not heard of yet. */
export function policyChosenByGuest(): boolean {
  try {
    return storage()?.getItem(GUEST_POLICY_KEY) === '1';
  } catch {
    return false;
  }
}

/** The player's saved bet-change setting, or undefined when they never saved one. Throws when unreachable. */
export async function fetchPolicy(origin: string, token: string): Promise<number | undefined> {
  const answer = await httpFor(origin).execute({
    path: userSettingsPaths.settings,
    headers: playerAuth(token),
    schema: userSettingsResponseSchema,
  });
  return answer.data.settings.find((s) => s.setting_id === userSettingIds.betChangePolicy)?.setting_value;
}

export async function savePolicy(origin: string, token: string, policy: number): Promise<void> {
  await httpFor(origin).execute({
    path: userSettingsPaths.save,
    method: 'POST',
    headers: playerAuth(token),
    params: { setting_id: userSettingIds.betChangePolicy, setting_value: policy },
    schema: saveSettingResponseSchema,
  });
}

export interface PolicyState {
  policy: number;
  change(next: number): void;
  /** Set when the last change could not be saved (it was reverted). */
  failed: boolean;
}

export function useBetChangePolicy(origin: string, token: string | null, fallback: number): PolicyState {
  const [policy, setPolicy] = useState(() => readPolicy(fallback));
  const [failed, setFailed] = useState(false);
  const latest = useRef(policy);
  latest.current = policy;
  // Bumped by every change, so an answer about an older state never overwrites a newer choice.
  const version = useRef(0);

  useEffect(() => {
    if (!token) return;
    const started = version.current;
    let live = true;
    const sync = async () => {
      if (policyChosenByGuest()) {
        const carried = latest.current;
        await savePolicy(origin, token, carried);
        // Saved: the guest's choice is the server's now, even if this slip was closed meanwhile (else the next page
        // would carry it again over whatever the player set since).
        if (version.current === started) writePolicy(carried);
        return;
      }
      const saved = await fetchPolicy(origin, token);
      if (!live || version.current !== started || saved === undefined) return;
      setPolicy(saved);
      writePolicy(saved);
    };
    sync().catch(() => {
      // Unreachable settings: the browser's copy stays in use; a guest's choice is carried at a later login.
    });
    return () => {
      live = false;
    };
  }, [origin, token]);

  const change = (next: number) => {
    const previous = latest.current;
    const mine = ++version.current;
    setPolicy(next);
    setFailed(false);
    if (!token) {
      writePolicy(next, true);
      return;
    }
    savePolicy(origin, token, next).then(
      () => writePolicy(next),
      () => {
        if (version.current !== mine) return;
        setPolicy(previous);
        setFailed(true);
      },
    );
  };
  return { policy, change, failed };
}
