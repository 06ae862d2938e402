import TreeFile from './TreeFile.astro';
import TreeFolder from './TreeFolder.astro';
import TreeRoot from './TreeRoot.astro';

/** Mintlify's `<Tree>`, with `<Tree.Folder>` and `<Tree.File>` as its members. */
const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });
export default Tree;
