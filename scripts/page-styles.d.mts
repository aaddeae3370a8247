/** Every class name in the markup's class attributes, with HTML character references decoded. */
export function classesIn(html: string): Set<string>;
/** The stylesheet without the style rules no selector of which can match the page's markup. */
export function rulesUsedBy(css: string, html: string): string;
/** Every element name in the markup, in lower case, and those of the document around a page. */
export function elementsIn(html: string): Set<string>;
