// Astro resolves a hydrated component's import from the site root, where pnpm does not expose
// our dependencies; a relative module keeps the island resolvable from any site.
export { default } from '@trydocs/playground/TryIt.tsx';
