/**
 * The light/dark theme of the betting widgets from the host's props (`handle.update({ theme })`), applied at once
 * without remounting: the widget's own wrapper carries the colour variables, over the runtime's mount-time theme.
 */
import { useProps, useRuntime } from '../runtime';

export function useTheme(): 'light' | 'dark' {
  const props = useProps();
  const { options } = useRuntime();
  return props.theme === 'dark' || props.theme === 'light' ? props.theme : options.theme;
}

export const themeStyles = `
.bf-themed[data-theme="dark"] {
  --bf-bg: #141a22; --bf-fg: #e8edf3; --bf-muted: #9aa7b6; --bf-line: #2a3440; --bf-accent: #4ea3ff;
  --bf-accent-fg: #0b1118; --bf-soft: #1d2530; background: var(--bf-bg); color: var(--bf-fg);
}
.bf-themed[data-theme="light"] {
  --bf-bg: #ffffff; --bf-fg: #1c2430; --bf-muted: #5f6b7a; --bf-line: #e3e7ec; --bf-accent: #0b6bcb;
  --bf-accent-fg: #ffffff; --bf-soft: #f4f6f8; background: var(--bf-bg); color: var(--bf-fg);
}
`;
