// Astro resolves a hydrated component's import from the site root, where pnpm does not expose
// our dependencies; a module of this package keeps the island resolvable from any site. The
// island itself ships compiled (no JSX here), so the site's JSX settings do not matter.
export { default } from '@trydocs/playground/TryIt';
