/**
 * Which installation guide a visitor needs (SPEC §2 "app download widgets (iOS and Android installation guides)";
 * SPEC §3 platforms: Android, iOS, other). The product is a web app: there is no store app, so every guide adds
 * the site itself to the home screen — the browser's own install offer where Chromium made one, else the steps.
 */

export type InstallPlatform = 'ios' | 'android' | 'other';

/**
 * The platform from the user agent. iPadOS 13+ says "Macintosh"; a Mac with touch points is an iPad. Every
 * browser on iOS is WebKit, but only Safari has "Add to Home Screen" in its Share menu on older versions — the
 * guide names Safari for that reason.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Running as the installed app: display-mode standalone, or iOS Safari's own `navigator.standalone`. */
export function isStandalone(win: {
  matchMedia?: (query: string) => { matches: boolean };
  navigator: { standalone?: boolean };
}): boolean {
  if (win.navigator.standalone === true) return true;
  return win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** The text keys of each platform's steps, in order. */
export const installSteps: Record<InstallPlatform, readonly string[]> = {
  ios: ['content.app_ios_step_1', 'content.app_ios_step_2', 'content.app_ios_step_3'],
  android: ['content.app_android_step_1', 'content.app_android_step_2', 'content.app_android_step_3'],
  other: ['content.app_other_step_1', 'content.app_other_step_2'],
};
