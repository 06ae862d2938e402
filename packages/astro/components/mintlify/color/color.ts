import ColorItem from './ColorItem.astro';
import ColorRoot from './ColorRoot.astro';
import ColorRow from './ColorRow.astro';

/** Mintlify's `<Color>`, with `<Color.Row>` and `<Color.Item>` as its members. */
const Color = Object.assign(ColorRoot, { Row: ColorRow, Item: ColorItem });
export default Color;
