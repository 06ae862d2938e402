/** The model of the XML writer: the XML Object of a schema, and the nodes it writes. */

/** An XML Object (OpenAPI 3.0-3.2), as a schema's `xml` field gives it. */
export interface XmlObject {
	/** OpenAPI 3.2: what node the schema is. */
	nodeType?: XmlNodeType;
	name?: string;
	namespace?: string;
	prefix?: string;
	/** Before 3.2: `nodeType: attribute`. */
	attribute?: boolean;
	/** Before 3.2: `nodeType: element` on an array. */
	wrapped?: boolean;
}

export type XmlNodeType = 'element' | 'attribute' | 'text' | 'cdata' | 'none';

/** One node of the document being written. */
export type XmlNode =
	| {
			kind: 'element';
			name: string;
			attributes: [string, string][];
			children: XmlNode[];
			nil?: boolean;
	  }
	| { kind: 'text'; text: string }
	| { kind: 'cdata'; text: string };
