import { join } from 'node:path';
import type { AppDeps } from '../app/types';
import { createInformationLibrary, type InformationLibrary, loadInformationFiles } from './information-pages';

const libraries = new WeakMap<AppDeps, InformationLibrary>();

/** The app's information pages, read from `server/content/information` once (the content calls and SEO share it). */
export function informationLibraryOf(deps: AppDeps): InformationLibrary {
  let library = libraries.get(deps);
  if (!library) {
    library = createInformationLibrary(loadInformationFiles(join(deps.paths.root, 'server', 'content', 'information')));
    libraries.set(deps, library);
  }
  return library;
}
