/** Every class name in the markup's class attributes, with HTML character references decoded. */
export function classesIn(html: string): Set<string>;
/**
 * The stylesheet without the style rules no selector of which can match the page's markup, or the
 * class and element names its chunks can add (`scriptWords`, from classCandidatesIn).
 */
export function rulesUsedBy(css: string, html: string, scriptWords?: ReadonlySet<string>): string;
/** Every word of a built chunk that could be a class or element name it puts in the page. */
export function classCandidatesIn(js: string): Set<string>;
/** Every element name in the markup, in lower case, and those of the document around a page. */
export function elementsIn(html: string): Set<string>;
/** The stylesheet without the theme variables and registered properties nothing else names. */
export function withoutUnusedVariables(css: string, texts?: Iterable<string>): string;
