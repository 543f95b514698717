export * from './ssr-view';
