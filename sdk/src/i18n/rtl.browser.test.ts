import { expect } from '@esm-bundle/chai';
import { applyLanguageDirection } from './languages';

/**
 * A right-to-left page renders mirrored: with `dir` set by our helper and styles written with logical
 * properties only, the element aligned to the inline start sits on the right in Arabic and on the left in
 * English — no per-direction CSS.
 */
const STYLE = `
  .bf-row { display: flex; inline-size: 400px; }
  .bf-start { inline-size: 100px; block-size: 20px; margin-inline-end: auto; }
  .bf-end { inline-size: 100px; block-size: 20px; }
  .bf-indented { margin-inline-start: 50px; inline-size: 100px; block-size: 20px; }
  .bf-text { text-align: start; inline-size: 400px; }
`;

function renderPage(lang: string) {
  const root = document.createElement('section');
  applyLanguageDirection(root, lang);
  root.innerHTML = `<style>${STYLE}</style>
    <div class="bf-row"><div class="bf-start"></div><div class="bf-end"></div></div>
    <div class="bf-indented"></div>
    <p class="bf-text"><span>اختبار / test</span></p>`;
  document.body.append(root);
  const box = (selector: string) => (root.querySelector(selector) as HTMLElement).getBoundingClientRect();
  return {
    root,
    row: box('.bf-row'),
    start: box('.bf-start'),
    end: box('.bf-end'),
    indented: box('.bf-indented'),
    text: box('.bf-text span'),
    textBlock: box('.bf-text'),
  };
}

describe('right-to-left rendering with logical CSS', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('in Arabic the start-aligned element sits on the right', () => {
    const page = renderPage('ar');
    expect(page.root.getAttribute('dir')).to.equal('rtl');
    expect(page.start.right).to.be.closeTo(page.row.right, 0.5);
    expect(page.end.left).to.be.closeTo(page.row.left, 0.5);
    expect(page.start.left).to.be.greaterThan(page.end.right);
  });

  it('in English the start-aligned element sits on the left', () => {
    const page = renderPage('en');
    expect(page.root.getAttribute('dir')).to.equal('ltr');
    expect(page.start.left).to.be.closeTo(page.row.left, 0.5);
    expect(page.end.right).to.be.closeTo(page.row.right, 0.5);
    expect(page.start.right).to.be.lessThan(page.end.left);
  });

  it('margin-inline-start indents from the right in Arabic and from the left in English', () => {
    const ar = renderPage('ar');
    expect(ar.row.right - ar.indented.right).to.be.closeTo(50, 0.5);
    document.body.replaceChildren();
    const en = renderPage('en');
    expect(en.indented.left - en.row.left).to.be.closeTo(50, 0.5);
  });

  it('text-align: start puts the text at the right edge in Arabic', () => {
    const page = renderPage('ar');
    expect(page.text.right).to.be.closeTo(page.textBlock.right, 1);
  });
});
