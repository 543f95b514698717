/**
 * The design system's gallery (docs/design-system.md), served at /examples/design-system/: every token and kit
 * component in the light and dark themes, left to right (English) and right to left (Arabic), with the kit's
 * texts from the SDK dictionaries. `?accent=%23ff5a00&font=Georgia` previews an operator's re-brand as the
 * runtime applies it.
 */
import { applyDesign } from '@betframe/sdk/branding';
import { APP_DICTIONARY_ID, translationCatalogue } from '@betframe/sdk/i18n';
import { render } from 'react-dom';
import { Gallery } from './gallery';

const params = new URLSearchParams(location.search);
applyDesign(document, { accent: params.get('accent') ?? '', font: params.get('font') ?? '' });
const catalogue = translationCatalogue();
const textsOf = (lang: string) => catalogue[lang]?.[APP_DICTIONARY_ID]?.messages ?? {};
render(<Gallery texts={{ en: textsOf('en'), ar: textsOf('ar') }} />, document.getElementById('gallery') as HTMLElement);
