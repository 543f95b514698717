/**
 * The casino widget shell: its place in the page with the runtime around it (theme, language, configuration,
 * session). The games lobby comes with the casino issue; until the server offers casino games it says so.
 */
import { defineWidget, Shell } from '../runtime';
import { useTexts } from '../runtime/use-texts';

function Casino() {
  const t = useTexts();
  return (
    <Shell title={t?.('casino')}>
      {t && (
        <p className="bf-muted" data-testid="casino-empty">
          {t('casino_empty')}
        </p>
      )}
    </Shell>
  );
}

export default defineWidget({ name: 'casino', Component: Casino });
