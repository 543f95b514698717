/** The id of the `<style>` with `siteStyles` and `overlayStyles` (the built page has it in its head). */
export const SITE_STYLE_ID = 'site-styles';
