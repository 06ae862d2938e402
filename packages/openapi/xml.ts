/**
 * `@trydocs/openapi/xml`: an example value written as the XML its schema describes (`xml/`; its
 * model `xml/types.ts`). Browser-safe: the page, the snippets and the playground's Send share it.
 */
export type * from './xml/types.ts';
export { isXmlMediaType, writeXml } from './xml/write-xml.ts';
