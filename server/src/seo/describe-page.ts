/** Which builder describes a page: the feed's and information pages (`page-model.ts`) or the blog's. */
import { blogArticle, blogIndex } from './blog-pages';
import {
  champPage,
  gamePage,
  homePage,
  INDEX,
  informationPage,
  otherPage,
  type PageContext,
  type PageModel,
  sportPage,
} from './page-model';
import type { PageRef } from './paths';

export function describePage(ref: PageRef, ctx: PageContext): PageModel {
  switch (ref.kind) {
    case 'home':
      return homePage(ctx);
    case 'sport':
      return sportPage(ctx, ref.sportId);
    case 'champ':
      return champPage(ctx, ref.sportId, ref.champId);
    case 'game':
      return gamePage(ctx, ref.sportId, ref.champId, ref.gameId);
    case 'information':
      return informationPage(ctx, ref.page);
    case 'blog':
      return blogIndex(ctx, ref.category, ref.page);
    case 'article':
      return blogArticle(ctx, ref.slug);
    case 'private':
      return otherPage(ctx, 'noindex, nofollow');
    case 'other':
      return otherPage(ctx, INDEX);
  }
}
