// The host's HTML document, written by the build (HtmlRspackPlugin, see @botica/platform/build/app-config.mjs).
// Its placeholders are filled by the host server's composition (@botica/platform/document-slots and
// server/page-composer.ts): `<!--botica:NAME-->`, and for a region also `<!--/botica:NAME-->` around what the
// document shows when the slot is not filled. Served as built, it is a plain single-page app.

const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * @param {{ title: string, scripts: string[], styles: string[] }} parts the shell's own scripts and stylesheets
 * @returns {string}
 */
export function hostDocument({ title, scripts, styles }) {
  const styleLinks = styles.map((href) => `<link href="${attr(href)}" rel="stylesheet">`).join('');
  const scriptTags = scripts.map((src) => `<script defer src="${attr(src)}"></script>`).join('');
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Farmacia y tienda de salud y belleza en línea para todo Paraguay." />
    <link rel="icon" href="data:," />
    <!--botica:title--><title>${attr(title)}</title><!--/botica:title-->
    <!--botica:styles-->${styleLinks}<!--/botica:styles-->
    <!--botica:scripts-->${scriptTags}<!--/botica:scripts-->
    <!--botica:head-->
  </head>
  <body><div id="root"><!--botica:shell--></div><!--botica:body--></body>
</html>
`;
}
