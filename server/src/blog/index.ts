export { type ArticleAnswer, articleAnswer, type BlogView, type ListAnswer, listAnswer } from './answers';
export {
  type Article,
  type ArticlePage,
  type ArticleSummary,
  BLOG_PAGE_SIZE,
  type BlogCategory,
  type BlogLibrary,
  type BlogProject,
  blogLibraryOf,
} from './library';
export { blogRoutes } from './routes';
export { blogPaths } from './rss';
