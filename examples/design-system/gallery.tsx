/** The gallery's page: the tokens, the icons, then every component in four panels (light/dark × ltr/rtl). */
import { colorRoles, palettes } from '@betframe/sdk/design';
import { SPORTS_LIST } from '@betframe/sdk/dictionaries';
import { Icon } from '../../widgets/src/runtime/ui/icon';
import { sportIconName, uiIconNames } from '../../widgets/src/runtime/ui/icons/names';
import { KitTexts } from '../../widgets/src/runtime/ui/texts';
import { Components } from './components';

const pageCss = `
body { margin: 0; background: var(--bf-color-canvas); color: var(--bf-color-text); font: 14px/20px var(--bf-font); }
.g-page { max-inline-size: 1400px; margin: 0 auto; padding: 16px; display: grid; gap: 24px; }
.g-page h1 { margin: 0; font-size: 24px; line-height: 32px; }
.g-page h2 { margin: 0 0 8px; font-size: 19px; }
.g-swatches { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; }
.g-swatch { display: grid; gap: 2px; padding: 8px; border-radius: 6px; border: 1px solid var(--bf-color-border); color: var(--bf-color-text);
  background: var(--bf-color-surface); font-size: 12px; }
.g-swatch i { display: block; block-size: 28px; border-radius: 4px; border: 1px solid var(--bf-color-border); }
.g-icons { display: grid; grid-template-columns: repeat(auto-fill, minmax(112px, 1fr)); gap: 6px; }
.g-icon { display: flex; align-items: center; gap: 6px; font-size: 12px; padding: 6px; border-radius: 6px;
  background: var(--bf-color-surface); overflow-wrap: anywhere; }
.g-icon svg { font-size: 20px; }
.g-panels { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 520px), 1fr)); gap: 16px; }
.g-panel { padding: 16px; border-radius: 10px; background: var(--bf-color-canvas); color: var(--bf-color-text);
  border: 1px solid var(--bf-color-border); display: grid; gap: 16px; align-content: start; min-inline-size: 0; }
.g-panel > h2 { margin: 0; }
.g-block { display: grid; gap: 8px; padding: 12px; border-radius: 8px; background: var(--bf-color-surface); min-inline-size: 0; }
.g-block h3 { margin: 0; font-size: 13px; color: var(--bf-color-muted); text-transform: uppercase; letter-spacing: 0.04em; }
.g-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
`;

function Swatches({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <div className="g-swatches" data-theme={theme}>
      {colorRoles.map((role) => (
        <div key={role} className="g-swatch">
          <i style={{ background: `var(--bf-color-${role})` }} />
          <code>{role}</code>
          <span>{palettes[theme][role]}</span>
        </div>
      ))}
    </div>
  );
}

export function Gallery({ texts }: { texts: Record<string, Record<string, string>> }) {
  const panels = [
    { theme: 'light', lang: 'en', dir: 'ltr' },
    { theme: 'dark', lang: 'en', dir: 'ltr' },
    { theme: 'light', lang: 'ar', dir: 'rtl' },
    { theme: 'dark', lang: 'ar', dir: 'rtl' },
  ] as const;
  return (
    <main className="g-page">
      <style>{pageCss}</style>
      <h1>Betframe design system</h1>
      <p>
        Tokens from <code>sdk/src/design</code>, components from <code>widgets/src/runtime/ui</code>. Add{' '}
        <code>?accent=%23ff5a00</code> to preview an operator's accent. <a href="/examples/">All examples</a>
      </p>
      <section aria-labelledby="g-colours">
        <h2 id="g-colours">Colour roles</h2>
        <Swatches theme="light" />
        <Swatches theme="dark" />
      </section>
      <section aria-labelledby="g-icons">
        <h2 id="g-icons">Icons (one sprite)</h2>
        <div className="g-icons">
          {[...uiIconNames, ...SPORTS_LIST.map((sport) => sportIconName(sport.id))].map((name) => (
            <span key={name} className="g-icon">
              <Icon name={name} />
              {name}
            </span>
          ))}
        </div>
      </section>
      <div className="g-panels">
        {panels.map((panel) => {
          const messages = texts[panel.lang] ?? {};
          return (
            <section
              key={`${panel.theme}-${panel.dir}`}
              className="g-panel"
              data-theme={panel.theme}
              dir={panel.dir}
              lang={panel.lang}
              aria-label={`${panel.theme}, ${panel.dir}`}
            >
              <h2>
                {panel.theme} · {panel.dir}
              </h2>
              <KitTexts t={(key) => messages[key] ?? key}>
                <Components idBase={`${panel.theme}-${panel.dir}`} lang={panel.lang} />
              </KitTexts>
            </section>
          );
        })}
      </div>
    </main>
  );
}
