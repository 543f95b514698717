/**
 * The casino widget shell: its place in the page with the runtime around it (theme, language, configuration,
 * session). The games lobby comes with the casino issue; until the server offers casino games it says so.
 */
import { defineWidget, Shell, useT } from '../runtime';

function Casino() {
  const t = useT();
  return (
    <Shell title="casino.title">
      <p className="bf-muted" data-testid="casino-empty">
        {t('casino.empty')}
      </p>
    </Shell>
  );
}

export default defineWidget({ name: 'casino', Component: Casino });
