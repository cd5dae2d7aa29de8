/** JSON inside a <script> element: `<` escaped so no `</script>` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A value inside a double-quoted attribute. */
export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** Text inside an element. */
export const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** CSS inside <style>: nothing in it may close the element. */
export const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');
